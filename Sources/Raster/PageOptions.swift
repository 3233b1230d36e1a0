import Drawing
import Foundation

/// What `Renderer.draw` draws of a page: all of it, the page without its text (the backdrop the
/// audits measure contrast on), or an overlay made from the page (the accessibility overlay).
public struct PageOptions: Sendable {
    /// False: every text item is left out (clips kept).
    public var drawsText: Bool
    /// Drawn instead of the page, made from it, when set.
    public var overlay: (any PageOverlay)?

    /// Options; by default the whole page.
    public init(drawsText: Bool = true, overlay: (any PageOverlay)? = nil) {
        self.drawsText = drawsText
        self.overlay = overlay
    }

    /// The page as laid out.
    public static let full = PageOptions()
    /// The page without its text.
    public static let withoutText = PageOptions(drawsText: false)

    /// The page under `overlay`.
    public static func overlaid(by overlay: any PageOverlay) -> PageOptions {
        PageOptions(overlay: overlay)
    }
}
