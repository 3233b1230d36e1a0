import Drawing
import Foundation

/// Draws a contact sheet's display list into PNG bytes: the seam for the raster. The sheet's image
/// items name PNG files relative to `imageFolder`. Also measures the labels, so layout and drawing agree.
public struct SheetDrawer: Sendable {
    /// Measures label text the way `draw` will shape it.
    public let measurer: any TextMeasuring
    private let body: @Sendable (DisplayList, _ scale: Int, _ imageFolder: URL) throws -> Data

    /// A drawer from a measurer and a drawing function.
    public init(measurer: any TextMeasuring,
                draw: @escaping @Sendable (DisplayList, _ scale: Int, _ imageFolder: URL) throws -> Data) {
        self.measurer = measurer
        self.body = draw
    }

    /// Draws `list` at `scale` pixels per point; image items are read from `imageFolder`.
    public func draw(_ list: DisplayList, scale: Int, imageFolder: URL) throws -> Data {
        try body(list, scale, imageFolder)
    }

    /// A drawer that always fails with `reason`.
    public static func unavailable(_ reason: String) -> SheetDrawer {
        SheetDrawer(measurer: FixedAdvanceMeasurer()) { _, _, _ in throw BackendUnavailable(reason) }
    }
}
