import Drawing
import Foundation
import ViewKit

/// Lays a contact sheet (one page of it) out as a display list, for the raster to draw.
///
/// 1. The title goes at the top left, inside the margin.
/// 2. The row-label column is as wide as the widest size label; each device column is as wide as
///    the device at `thumbnailScale` (1: the card at 1x, one pixel a point), or its widest image if wider.
/// 3. Per scenario, one below the other: a heading, a row of device labels, then one row per size
///    in Dynamic Type order, as tall as its tallest image (or the missing-cell box) plus a caption
///    line; each image sits at its cell's top left, framed just outside its pixels, captioned
///    `iPhone 16 · AX1`.
/// 4. The page is as large as what was placed plus the margin. Cards are never shrunk to make a
///    sheet fit: a sheet too tall is split into pages (`ContactSheetPaginator`).
public enum ContactSheetLayout {
    /// The sheet's display list; image items name files relative to the sheet's image folder.
    public static func displayList(for sheet: ContactSheet, style: ContactSheetStyle = ContactSheetStyle(),
                                   measurer: any TextMeasuring) -> DisplayList {
        var builder = SheetBuilder(sheet: sheet, style: style, measurer: measurer)
        builder.placeTitle()
        for section in sheet.sections { builder.place(section) }
        return builder.finish()
    }

    /// The height, in points, of the title with the margins above and below: a page's height
    /// without its sections.
    static func pageFrameHeight(of sheet: ContactSheet, style: ContactSheetStyle, measurer: any TextMeasuring) -> CGFloat {
        var builder = SheetBuilder(sheet: sheet.page(sheet.page, sections: []), style: style, measurer: measurer)
        builder.placeTitle()
        return builder.y + style.margin
    }

    /// The height, in points, `section` adds to a page of `sheet`: its heading and device labels
    /// (`header`) and each of its rows, in the order shown. Columns are those of the section alone;
    /// a page's own (as wide or wider) wrap the labels no more, so the page is never taller.
    static func heights(of section: ContactSheetSection, in sheet: ContactSheet, style: ContactSheetStyle,
                        measurer: any TextMeasuring) -> (header: CGFloat, rows: [CGFloat]) {
        var builder = SheetBuilder(sheet: sheet.page(sheet.page, sections: [section]), style: style, measurer: measurer)
        builder.y = 0
        builder.placeHeader(section)
        let header = builder.y
        let rows = (section.rows ?? sheet.sizes).map { size -> CGFloat in
            let before = builder.y
            builder.placeRow(size, of: section)
            return builder.y - before
        }
        return (header, rows)
    }
}

/// The running state of one layout pass.
private struct SheetBuilder {
    let sheet: ContactSheet
    let style: ContactSheetStyle
    let measurer: any TextMeasuring
    var items: [DisplayItem] = []
    var y: CGFloat
    var bottom: CGFloat = 0
    var left: CGFloat
    var right: CGFloat
    let labelColumn: CGFloat
    let columns: [CGFloat]

    init(sheet: ContactSheet, style: ContactSheetStyle, measurer: any TextMeasuring) {
        self.sheet = sheet
        self.style = style
        self.measurer = measurer
        y = style.margin
        left = style.margin
        right = style.margin
        let font = FontSpec(size: style.labelSize)
        labelColumn = sheet.sizes.map { measurer.measure(TextSpec(string: $0.shortName, font: font), width: nil).size.width }
            .max() ?? 0
        columns = sheet.devices.map { device in
            let widest = sheet.sections.flatMap(\.cells)
                .filter { $0.configuration.device == device }
                .compactMap { $0.thumbnailSize(thumbnailScale: style.thumbnailScale)?.width }.max() ?? 0
            return max(device.width * style.thumbnailScale, widest).rounded(.up)
        }
    }

    /// The width of every scenario block: the label column, the device columns and the gaps.
    var blockWidth: CGFloat {
        labelColumn + columns.reduce(0) { $0 + $1 + style.gap }
    }

    mutating func placeTitle() {
        y += text(sheet.title, at: CGPoint(x: style.margin, y: y), size: style.titleSize, weight: .bold).height
    }

    mutating func place(_ section: ContactSheetSection) {
        placeHeader(section)
        for size in section.rows ?? sheet.sizes { placeRow(size, of: section) }
    }

    /// The space above a section, its heading and its row of device labels.
    mutating func placeHeader(_ section: ContactSheetSection) {
        y += style.sectionGap
        y += text(section.heading, at: CGPoint(x: left, y: y), size: style.headingSize, weight: .semibold,
                  wrapWidth: blockWidth).height
        y += style.gap
        var x = left + labelColumn + style.gap
        var labelRow: CGFloat = 0
        for (device, width) in zip(sheet.devices, columns) {
            let label = "\(device.name) · \(Int(device.width)) pt"
            labelRow = max(labelRow, text(label, at: CGPoint(x: x, y: y), size: style.labelSize, weight: .regular,
                                          wrapWidth: width).height)
            x += width + style.gap
        }
        y += labelRow + style.gap / 2
    }

    mutating func placeRow(_ size: DynamicTypeSize, of section: ContactSheetSection) {
        let rowCells = sheet.devices.map { device in
            section.cells.first { $0.configuration.device == device && $0.configuration.dynamicTypeSize == size }
        }
        let height = rowCells.map { cell in
            cell?.thumbnailSize(thumbnailScale: style.thumbnailScale)?.height ?? style.missingCellHeight
        }.max() ?? style.missingCellHeight
        _ = text(size.shortName, at: CGPoint(x: left, y: y), size: style.labelSize, weight: .semibold)
        var x = left + labelColumn + style.gap
        var captionHeight: CGFloat = 0
        for (index, (cell, width)) in zip(rowCells, columns).enumerated() {
            let border = style.cellBorderColor(for: sheet.scheme)
            let cellHeight: CGFloat
            if let cell, let path = cell.imagePath, let thumb = cell.thumbnailSize(thumbnailScale: style.thumbnailScale) {
                let frame = CGRect(x: x, y: y, width: thumb.width, height: thumb.height)
                items.append(.image(ImageItem(assetName: path, frame: frame, contentMode: .fit)))
                // Half a point outside the image: the 1 pt line covers the ring of pixels around it.
                items.append(.border(RoundedRect(rect: frame.insetBy(dx: -0.5, dy: -0.5)), border, width: 1))
                cellHeight = thumb.height
            } else {
                let frame = CGRect(x: x, y: y, width: width, height: style.missingCellHeight)
                items.append(.border(RoundedRect(rect: frame), border, width: 1))
                _ = text("no image", at: CGPoint(x: x + 6, y: y + 6), size: style.labelSize, weight: .regular)
                cellHeight = style.missingCellHeight
            }
            let caption = "\(sheet.devices[index].name) · \(size.shortName)"
            captionHeight = max(captionHeight, text(caption, at: CGPoint(x: x, y: y + cellHeight + style.captionGap),
                                                    size: style.captionSize, weight: .regular, wrapWidth: width).height)
            x += width + style.gap
        }
        right = max(right, x - style.gap)
        y += height + style.captionGap + captionHeight + style.gap
        bottom = max(bottom, y)
    }

    /// Places one label, wrapped within `wrapWidth` when given, and returns its size.
    mutating func text(_ string: String, at origin: CGPoint, size: CGFloat, weight: FontWeight,
                       wrapWidth: CGFloat? = nil) -> CGSize {
        let spec = TextSpec(string: string, font: FontSpec(size: size, weight: weight))
        let measurement = measurer.measure(spec, width: wrapWidth)
        let frame = CGRect(origin: origin, size: measurement.size)
        items.append(.text(TextItem(spec: spec, color: style.labelColor(for: sheet.scheme), frame: frame,
                                    wrapWidth: wrapWidth ?? measurement.size.width, measurement: measurement)))
        right = max(right, frame.maxX)
        return measurement.size
    }

    func finish() -> DisplayList {
        DisplayList(size: CGSize(width: (right + style.margin).rounded(.up),
                                 height: (max(y, bottom) + style.margin).rounded(.up)),
                    background: style.background(for: sheet.scheme), items: items)
    }
}
