import Drawing
import Foundation
import ViewKit

/// Splits a contact sheet into pages no taller than `ContactSheetStyle.maximumPageHeight`, with
/// every card at the sheet's own scale (1x by default): a sheet that would be too tall gets more
/// pages, never smaller cards.
///
/// Scenarios are taken in order, one at a time as they are complete, so a page can be drawn (and
/// its thumbnails freed) before the rest of the sheet has been rendered. A page holds whole
/// scenarios while they fit; a scenario that fits a page but not what is left of this one starts
/// the next page; a scenario taller than a page is split between its rows (text sizes), starting
/// in what is left of the current page, each later part headed `(continued)`; a single row taller
/// than a page gets a page of its own. Page breaks depend only on the scenarios' contents, so the pages are the same
/// whatever order or thread the cells come in.
public struct ContactSheetPaginator {
    private let sheet: ContactSheet
    private let style: ContactSheetStyle
    private let measurer: any TextMeasuring
    /// The tallest page, in points.
    private let limit: CGFloat
    /// The page's height without sections.
    private let frame: CGFloat
    private var sections: [ContactSheetSection] = []
    private var height: CGFloat = 0
    private var pageNumber = 1

    /// A paginator for `sheet` (its sections are ignored: add them with `add(_:)`).
    public init(sheet: ContactSheet, style: ContactSheetStyle, measurer: any TextMeasuring) {
        self.sheet = sheet
        self.style = style
        self.measurer = measurer
        limit = CGFloat(style.maximumPageHeight) / CGFloat(max(1, style.drawingScale))
        frame = ContactSheetLayout.pageFrameHeight(of: sheet, style: style, measurer: measurer)
    }

    /// The pages of `sheet`, all at once.
    public static func pages(of sheet: ContactSheet, style: ContactSheetStyle = ContactSheetStyle(),
                             measurer: any TextMeasuring) -> [ContactSheet] {
        var paginator = ContactSheetPaginator(sheet: sheet, style: style, measurer: measurer)
        return sheet.sections.flatMap { paginator.add($0) } + paginator.finish()
    }

    /// Adds the next scenario (complete); returns the pages it completed, in order.
    public mutating func add(_ section: ContactSheetSection) -> [ContactSheet] {
        var done: [ContactSheet] = []
        let measured = ContactSheetLayout.heights(of: section, in: sheet, style: style, measurer: measurer)
        let whole = measured.header + measured.rows.reduce(0, +)
        if fits(whole) {
            place(section, whole)
            return done
        }
        if !sections.isEmpty, frame + whole <= limit {
            // It fits a page of its own: it starts the next page whole.
            done.append(flush())
            place(section, whole)
            return done
        }
        // Too tall for any page: split between rows, starting in what is left of this page (so
        // the last part of one tall scenario and the first of the next share a page instead of
        // each leaving a short one).
        let rows = section.rows ?? sheet.sizes
        var part: [DynamicTypeSize] = [], partHeight = measured.header
        for (size, rowHeight) in zip(rows, measured.rows) {
            if !fits(partHeight + rowHeight) {
                if !part.isEmpty { place(piece(of: section, rows: part), partHeight) }
                if !sections.isEmpty { done.append(flush()) }
                part = []
                partHeight = measured.header
            }
            part.append(size)
            partHeight += rowHeight
        }
        if !part.isEmpty { place(piece(of: section, rows: part), partHeight) }
        return done
    }

    /// The last page (the title alone when no scenario was added).
    public mutating func finish() -> [ContactSheet] {
        [flush()]
    }

    private func fits(_ addition: CGFloat) -> Bool {
        frame + height + addition <= limit
    }

    private mutating func place(_ section: ContactSheetSection, _ sectionHeight: CGFloat) {
        sections.append(section)
        height += sectionHeight
    }

    private mutating func flush() -> ContactSheet {
        let page = sheet.page(pageNumber, sections: sections)
        pageNumber += 1
        sections = []
        height = 0
        return page
    }

    /// The part of `section` showing `rows`: `(continued)` unless it starts at the first row.
    private func piece(of section: ContactSheetSection, rows: [DynamicTypeSize]) -> ContactSheetSection {
        let all = section.rows ?? sheet.sizes
        let shown = Set(rows)
        return ContactSheetSection(scenario: section.scenario,
                                   cells: section.cells.filter { shown.contains($0.configuration.dynamicTypeSize) },
                                   rows: rows, continued: section.continued || rows.first != all.first)
    }
}
