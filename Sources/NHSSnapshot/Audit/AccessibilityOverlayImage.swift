import Audits
import Drawing
import Foundation
import ImageCodecs
import Raster

/// The accessibility overlay of a rendered page as a PNG: `AccessibilityOverlay` (each VoiceOver
/// element boxed and numbered, with a legend) drawn by the raster, text measured with Pango.
public enum AccessibilityOverlayImage {
    /// The file variant of overlays: `<stem>.a11y.png` beside `<stem>.png`.
    public static let variant = "a11y"

    /// The overlay of `list` drawn at `scale` pixels per point, as PNG bytes; photos are found in
    /// `images`, then the project's.
    ///
    /// - Throws: `RasterError` for a bad asset, missing fonts or a page too large to draw.
    public static func png(for list: DisplayList, scale: Int, style: AccessibilityOverlayStyle = AccessibilityOverlayStyle(),
                           images: [ImageSource] = []) throws -> Data {
        let context = try RenderContext.shared()
        let overlay = AccessibilityOverlay.displayList(for: list, measurer: context.measurer, style: style)
        let image = try Rasterizer(scale: CGFloat(scale), assets: context.assets(for: images)).render(overlay)
        return try PNGCodec.encode(image)
    }
}
