import Foundation

/// Something drawn over a page (the accessibility overlay, say): a display list made from the
/// page and text measured the way the raster will draw it.
public protocol PageOverlay: Sendable {
    /// The list to draw instead of `page`; it usually holds the page's items and adds its own.
    func displayList(over page: DisplayList, measurer: any TextMeasuring) -> DisplayList
}
