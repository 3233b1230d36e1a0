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
    /// `images`, then the project's; drawn and encoded with `renderer`.
    ///
    /// - Throws: `RasterError` for missing fonts or a page too large to draw, `ImageCodecError` for a bad asset.
    public static func png(for list: DisplayList, scale: Int, style: AccessibilityOverlayStyle = AccessibilityOverlayStyle(),
                           images: [ImageSource] = [], renderer: Renderer) throws -> Data {
        let image = try renderer.draw(list, scale: CGFloat(scale), images: renderer.assets(for: images),
                                      options: .overlaid(by: style))
        return try PNGCodec.encode(image, settings: .compact, workspace: renderer.codecs)
    }
}
