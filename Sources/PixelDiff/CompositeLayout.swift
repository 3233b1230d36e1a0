import Bitmaps
import Dispatch

/// Sizes and draws a composite sheet.
struct CompositeLayout {
    let panels: [CompositePanel]
    let panelWidth: Int
    let panelHeight: Int
    /// Pixels per font cell; also scales gutters, frames and boxes so large images keep readable labels.
    let scale: Int
    /// Width of each panel's column: the panel, or its label when that is wider.
    let columnWidth: Int

    static let sheet = RGBA8(hex: 0xF2F2F7)
    static let checkerLight = RGBA8(hex: 0xFFFFFF)
    static let checkerDark = RGBA8(hex: 0xE5E5EA)
    static let frame = RGBA8(hex: 0x8E8E93)
    static let ink = RGBA8(hex: 0x1C1C1E)
    static let box = RGBA8(hex: 0x0A60FF)

    init(panels: [CompositePanel]) {
        self.panels = panels
        panelWidth = max(1, panels.compactMap { $0.image?.width }.max() ?? 1)
        panelHeight = max(1, panels.compactMap { $0.image?.height }.max() ?? 1)
        let scale = max(1, min(4, panelWidth / 240))
        self.scale = scale
        let widestLabel = panels.map { BitmapFont.width(of: $0.title, scale: scale) }.max() ?? 0
        columnWidth = max(panelWidth, widestLabel)
    }

    var gutter: Int { 12 * scale }
    var labelBand: Int { (BitmapFont.glyphHeight + 5) * scale }
    var sheetWidth: Int { gutter + panels.count * (columnWidth + gutter) }
    var sheetHeight: Int { gutter + labelBand + panelHeight + gutter }

    /// Where panel `index` starts.
    func panelOrigin(_ index: Int) -> (x: Int, y: Int) {
        (gutter + index * (columnWidth + gutter), gutter + labelBand)
    }

    /// The whole sheet.
    func draw() -> Bitmap { draw(rows: 0..<sheetHeight, bandsInParallel: true) }

    /// Rows `rows` of the sheet (clamped to it), exactly as they are in the whole sheet.
    ///
    /// The pictures are the bulk of the sheet: the sheet colour and the pictures are laid down
    /// together, each pixel written once (in bands on every core when `bandsInParallel`). The small
    /// parts (labels, checkerboard padding, frames, boxes) follow, clipped to the rows; none of
    /// them overlaps a picture except the boxes, which are drawn last.
    func draw(rows requested: Range<Int>, bandsInParallel: Bool = false) -> Bitmap {
        let rows = requested.clamped(to: 0..<sheetHeight)
        var sheet = Bitmap(uninitialisedWidth: sheetWidth, height: rows.count)
        drawSheetAndPictures(into: &sheet, rows: rows, bandsInParallel: bandsInParallel)
        let shift = rows.lowerBound  // sheet row y is row y - shift of `sheet`
        func overlaps(_ top: Int, _ height: Int) -> Bool { top < rows.upperBound && top + height > rows.lowerBound }
        for (index, panel) in panels.enumerated() {
            let (left, top) = panelOrigin(index)
            if overlaps(gutter, BitmapFont.glyphHeight * scale) {
                BitmapFont.draw(panel.title, into: &sheet, x: left, y: gutter - shift, scale: scale, colour: Self.ink)
            }
            let visible = (rows.lowerBound - top)..<(rows.upperBound - top)  // panel-relative rows in view
            if let image = panel.image {
                drawCheckerboard(into: &sheet, x: left, y: top - shift, from: (image.width, 0), to: (panelWidth, panelHeight), rows: visible)
                drawCheckerboard(into: &sheet, x: left, y: top - shift, from: (0, image.height),
                                 to: (min(image.width, panelWidth), panelHeight), rows: visible)
                drawFrame(into: &sheet, x: left, y: top - shift, width: image.width, height: image.height, thickness: 1, colour: Self.frame)
                for box in panel.boxes {
                    let gap = scale  // leave the outermost changed pixels visible inside the outline
                    drawFrame(into: &sheet, x: left + box.x - gap, y: top - shift + box.y - gap,
                              width: box.width + 2 * gap, height: box.height + 2 * gap, thickness: scale, colour: Self.box)
                }
            } else {
                drawCheckerboard(into: &sheet, x: left, y: top - shift, from: (0, 0), to: (panelWidth, panelHeight), rows: visible)
                let label = "none"
                if overlaps(top + panelHeight / 2, BitmapFont.glyphHeight * scale) {
                    let labelX = left + (panelWidth - BitmapFont.width(of: label, scale: scale)) / 2
                    BitmapFont.draw(label, into: &sheet, x: labelX, y: top + panelHeight / 2 - shift, scale: scale, colour: Self.frame)
                }
            }
        }
        return sheet
    }

    /// Rows of the sheet per band drawn on one thread.
    static let bandRows = 128

    /// Every pixel of sheet rows `rows` (held in `sheet` from its first row): the pictures (over
    /// their checkerboard) inside their rectangles, the sheet colour everywhere else.
    private func drawSheetAndPictures(into sheet: inout Bitmap, rows: Range<Int>, bandsInParallel: Bool) {
        let width = sheetWidth, first = rows.lowerBound, count = rows.count
        let pictures: [(x: Int, y: Int, image: Bitmap)] = panels.enumerated().compactMap { index, panel in
            panel.image.map { (panelOrigin(index).x, panelOrigin(index).y, $0) }
        }
        let background = UInt32(littleEndian: Self.sheet.packed)
        let bands = bandsInParallel ? (count + Self.bandRows - 1) / Self.bandRows : 1
        let bandRows = bandsInParallel ? Self.bandRows : count
        sheet.withUnsafeMutableBytes { bytes in
            let address = UInt(bitPattern: bytes.baseAddress)  // each band writes only its own rows
            let work: @Sendable (Int) -> Void = { band in
                guard let target = UnsafeMutablePointer<UInt32>(bitPattern: address) else { return }
                for index in (band * bandRows)..<min(count, (band + 1) * bandRows) {
                    let row = first + index, line = target + index * width
                    var column = 0
                    for picture in pictures where row >= picture.y && row < picture.y + picture.image.height {
                        line.advanced(by: column).update(repeating: background, count: picture.x - column)
                        composite(row: row - picture.y, of: picture.image, into: line + picture.x)
                        column = picture.x + picture.image.width
                    }
                    line.advanced(by: column).update(repeating: background, count: width - column)
                }
            }
            if bands <= 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: bands, execute: work) }
        }
    }

    /// The panel's checkerboard (cells of `8 × scale`, light at the panel's top-left corner), drawn
    /// only inside the panel-relative rectangle `from..<to` and panel-relative rows `rows`.
    private func drawCheckerboard(into sheet: inout Bitmap, x: Int, y: Int, from: (x: Int, y: Int), to: (x: Int, y: Int),
                                  rows: Range<Int>) {
        let from = (x: from.x, y: max(from.y, rows.lowerBound)), to = (x: to.x, y: min(to.y, rows.upperBound))
        guard from.x < to.x, from.y < to.y else { return }
        let cell = 8 * scale
        var row = from.y / cell
        while row * cell < to.y {
            let top = max(from.y, row * cell), bottom = min(to.y, (row + 1) * cell)
            var column = from.x / cell
            while column * cell < to.x {
                let left = max(from.x, column * cell), right = min(to.x, (column + 1) * cell)
                sheet.fill(x: x + left, y: y + top, width: right - left, height: bottom - top, with: checker(column: column, row: row))
                column += 1
            }
            row += 1
        }
    }

    /// The checkerboard colour of cell `column, row`.
    @inline(__always)
    private func checker(column: Int, row: Int) -> RGBA8 {
        (row + column) % 2 == 0 ? Self.checkerLight : Self.checkerDark
    }

    /// A rectangle outline drawn *outside* the area `x, y, width, height`.
    private func drawFrame(into sheet: inout Bitmap, x: Int, y: Int, width: Int, height: Int, thickness: Int, colour: RGBA8) {
        sheet.fill(x: x - thickness, y: y - thickness, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y + height, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y, width: thickness, height: height, with: colour)
        sheet.fill(x: x + width, y: y, width: thickness, height: height, with: colour)
    }

    /// Row `row` of `image` drawn source-over (straight alpha, in 8-bit sRGB) onto the panel's
    /// checkerboard at `target`: opaque pixels are copied, transparent ones show the
    /// checkerboard, the rest are blended with it.
    private func composite(row: Int, of image: Bitmap, into target: UnsafeMutablePointer<UInt32>) {
        let cell = 8 * scale, checkerRow = row / cell
        let light = Self.checkerLight.packed, dark = Self.checkerDark.packed
        image.withPixelWords { source in
            let from = row * image.width
            for column in 0..<image.width {
                let word = source[from + column]
                let alpha = UInt32(littleEndian: word) >> 24
                if alpha == 255 {
                    target[column] = word
                    continue
                }
                // Values with red in the lowest byte; `UInt32(littleEndian:)` converts to and from memory order.
                let under = (checkerRow + column / cell) % 2 == 0 ? light : dark
                let value = alpha == 0 ? under : Self.blend(UInt32(littleEndian: word), over: under)
                target[column] = UInt32(littleEndian: value)
            }
        }
    }

    /// `pixel` (straight alpha, as a little-endian value) over the opaque `under`: each colour
    /// channel `(s × a + u × (255 − a) + 127) / 255`, the alpha of `under` kept.
    @inline(__always)
    private static func blend(_ pixel: UInt32, over under: UInt32) -> UInt32 {
        let alpha = pixel >> 24, rest = 255 - alpha
        func channel(_ shift: UInt32) -> UInt32 {
            ((((pixel >> shift) & 0xFF) * alpha + ((under >> shift) & 0xFF) * rest + 127) / 255) << shift
        }
        let result = (under & 0xFF00_0000) | channel(0) | channel(8) | channel(16)
        return result
    }
}
