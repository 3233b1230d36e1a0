import CPangoCairo
import Drawing
import Foundation

/// Draws a display list with Cairo and Pango at a scale into straight RGBA pixels.
///
/// Steps of `render`:
/// 1. Work out the pixel size (points × scale, rounded up) and refuse empty or oversized pages.
/// 2. Decode every image the list names (so a bad asset fails before anything is drawn).
/// 3. Paint the background (replacing every pixel), then the items in order, on an ARGB32 surface
///    in reused memory whose context is scaled by `scale`, so the list stays in points and text
///    is laid out in points.
/// 4. Convert the premultiplied surface to straight RGBA.
///
/// The same list gives the same pixels every time, on any thread.
public struct Rasterizer: Sendable {
    /// Pixels per point.
    public let scale: CGFloat
    /// Where image assets come from.
    public let assets: AssetCatalog
    private let textEngine: SharedTextEngine

    /// The largest page side, in pixels.
    public static let maxPixelSide = 16_384

    /// A rasterizer; throws when the scale is not a positive number or the pinned fonts cannot be
    /// loaded (a missing font file names the file and says to run Scripts/setup.sh).
    public init(scale: CGFloat, assets: AssetCatalog) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RasterError.badCanvas(reason: "scale \(scale) is not a number between 0 and 16")
        }
        self.scale = scale
        self.assets = assets
        self.textEngine = try SharedTextEngine.shared.get()
    }

    /// The pixel size of `list` at this scale.
    public func pixelSize(of list: DisplayList) throws -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat, _ axis: String) throws -> Int {
            let exact = Double(points * scale)
            guard exact.isFinite, exact > 0 else {
                throw RasterError.badCanvas(reason: "page \(axis) \(points) pt is not a positive size")
            }
            let rounded = exact.rounded()
            let count = abs(exact - rounded) < 1e-6 ? rounded : exact.rounded(.up)
            guard count <= Double(Rasterizer.maxPixelSide) else {
                throw RasterError.badCanvas(reason: "page \(axis) \(Int(count)) px at \(scale)x is over \(Rasterizer.maxPixelSide) px")
            }
            return Int(count)
        }
        return (try pixels(list.size.width, "width"), try pixels(list.size.height, "height"))
    }

    /// Draws `list` into a new image.
    public func render(_ list: DisplayList) throws -> RGBAImage {
        let (width, height) = try pixelSize(of: list)
        var images: [String: DecodedAsset] = [:]
        for item in list.imageItems where images[item.assetName] == nil {
            images[item.assetName] = try assets.decoded(named: item.assetName)
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let pixels = try ScratchBuffers.shared.withBuffer(byteCount: stride * height) { memory -> [UInt8] in
            // The surface draws into reused memory: the background is painted over every pixel first.
            let data = memory.assumingMemoryBound(to: UInt8.self)
            // Every Cairo call, from the surface to its destruction, runs under the engine's lock.
            try textEngine.withEngine { engine in
                let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
                defer { cairo_surface_destroy(surface) }
                guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                    throw RasterError.badCanvas(reason: "Cairo could not create a \(width)×\(height) surface")
                }
                let cairo = cairo_create(surface)!
                cairo_scale(cairo, Double(scale), Double(scale))
                let background = list.background
                cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
                ItemPainter(cairo: cairo, engine: engine, images: images).paint(list.items)
                cairo_destroy(cairo)
                cairo_surface_flush(surface)
                cairo_surface_finish(surface)
            }
            return CairoPixels.straightRGBA(from: data, width: width, height: height, stride: stride)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
