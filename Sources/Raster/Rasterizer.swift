import Bitmaps
import CPangoCairo
import Drawing
import Foundation
import ImageCodecs

/// Draws a display list with Cairo and Pango at a scale into straight RGBA pixels.
///
/// Steps of `render`:
/// 1. Work out the pixel size (points × scale, rounded up) and refuse empty or oversized pages:
///    at most `maxPixelSide` wide, `maxPageHeight` tall and `maxPagePixels` in all.
/// 2. Decode every image the list names (so a bad asset fails before anything is drawn).
/// 3. Draw the page in bands of at most `bandHeight` pixel rows (one band for most pages). For
///    each band: paint the background (replacing every pixel), then the items in order, on an
///    ARGB32 surface in reused memory whose context is moved up by the band's top, in whole
///    pixels, and scaled by `scale`, so the list stays in points and text is laid out in points.
/// 4. Convert each band from premultiplied ARGB32 to straight RGBA, into its rows of the page, or
///    (`render(_:into:)`) in place, a few rows at a time (`handoffBytes`), handing each few rows
///    to a `PageBandSink` while they are still in the processor's cache, before the next are
///    converted.
///
/// The page is moved by whole pixels, and with bands of `defaultBandHeight` rows a page drawn in
/// bands is byte-identical to the same page drawn on one surface (measured on every cell of the
/// full matrix taller than a band, up to 16,122 rows). That is measured, not guaranteed: with
/// bands of 128 rows, angular and elliptical gradients came out a little different, and so did a
/// few glyphs, a pixel lower (most likely their device position lay within rounding error of
/// Cairo's quarter-pixel steps, and moved by a band's top it rounds at another magnitude). So the band height is not a free
/// setting. Cairo's memory is bounded by the
/// band, and only the finished page (4 bytes a pixel) grows with the page, unless the bands go to
/// a sink. The same list at the same band height gives the same pixels every time, on any thread.
public struct Rasterizer: Sendable {
    /// Pixels per point.
    public let scale: CGFloat
    /// Where the images the list names come from.
    public let assets: any ImageProvider
    /// The most pixel rows drawn on one Cairo surface.
    public var bandHeight: Int
    private let renderer: Renderer

    /// The widest page, in pixels.
    public static let maxPixelSide = 16_384
    /// The tallest page, in pixels: 20,000 pt at 3x fits.
    public static let maxPageHeight = ImageLimits.standard.maxHeight
    /// The most pixels in one page (4 bytes each in memory).
    public static let maxPagePixels = ImageLimits.standard.maxPixels
    /// The band height unless set: 4096 rows, 16 MiB a band for the widest phone at 3x.
    public static let defaultBandHeight = 4_096
    /// About how many bytes of rows `render(_:into:)` converts and hands to its sink at a time:
    /// small enough to stay in a core's cache while the sink encodes and shrinks them (every pass
    /// over a whole drawn band would read it from main memory again).
    public static let handoffBytes = 128 * 1024

    /// A rasterizer drawing with `renderer`'s text engine, caches and scratch memory; throws when
    /// the scale is not a positive number or the band height is not positive.
    public init(scale: CGFloat, assets: any ImageProvider, renderer: Renderer,
                bandHeight: Int = Rasterizer.defaultBandHeight) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw RasterError.badCanvas(reason: "scale \(scale) is not a number between 0 and 16")
        }
        guard bandHeight > 0 else {
            throw RasterError.badCanvas(reason: "band height \(bandHeight) is not a positive number of rows")
        }
        self.scale = scale
        self.assets = assets
        self.bandHeight = bandHeight
        self.renderer = renderer
    }

    /// The pixel size of `list` at this scale.
    public func pixelSize(of list: DisplayList) throws -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat, _ axis: String, limit: Int) throws -> Int {
            let exact = Double(points * scale)
            guard exact.isFinite, exact > 0 else {
                throw RasterError.badCanvas(reason: "page \(axis) \(points) pt is not a positive size")
            }
            let rounded = exact.rounded()
            let count = abs(exact - rounded) < 1e-6 ? rounded : exact.rounded(.up)
            guard count <= Double(limit) else {
                throw RasterError.badCanvas(reason: "page \(axis) \(Int(count)) px at \(scale)x is over \(limit) px")
            }
            return Int(count)
        }
        let width = try pixels(list.size.width, "width", limit: Rasterizer.maxPixelSide)
        let height = try pixels(list.size.height, "height", limit: Rasterizer.maxPageHeight)
        guard width * height <= Rasterizer.maxPagePixels else {
            throw RasterError.badCanvas(reason: "page \(width)×\(height) px at \(scale)x is over \(Rasterizer.maxPagePixels) pixels")
        }
        return (width, height)
    }

    /// Draws `list` into a new image.
    public func render(_ list: DisplayList) throws -> Bitmap {
        let (width, height) = try pixelSize(of: list)
        let images = try decodedImages(of: list)
        let rowsPerBand = min(height, bandHeight)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var failure: (any Error)?
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { page, initialized in
            do {
                try renderer.scratch.withBuffer(byteCount: stride * rowsPerBand) { memory in
                    var top = 0
                    while top < height {
                        let rows = min(rowsPerBand, height - top)
                        try drawBand(list, images: images, width: width, top: top, rows: rows, pageHeight: height, stride: stride,
                                     memory: memory.assumingMemoryBound(to: UInt8.self))
                        CairoPixels.straightRGBA(from: memory.assumingMemoryBound(to: UInt8.self), width: width, height: rows,
                                                 stride: stride, into: UnsafeMutableRawPointer(page.baseAddress! + top * width * 4))
                        top += rows
                    }
                }
                initialized = width * height * 4
            } catch {
                failure = error
                initialized = 0
            }
        }
        if let failure { throw failure }
        return Bitmap(width: width, height: height, madePixels: pixels)
    }

    /// Draws `list` band by band into `sink`: each band of at most `bandHeight` rows is converted to
    /// straight RGBA in the drawing memory itself and handed over before the next is drawn, so the
    /// memory held is one band (4 bytes a pixel of it), whatever the page's height; the rows are
    /// the bytes ``render(_:)`` gives. Throws as `render` does, or the sink's error (which stops
    /// the drawing).
    public func render(_ list: DisplayList, into sink: any PageBandSink) throws {
        let (width, height) = try pixelSize(of: list)
        let images = try decodedImages(of: list)
        try sink.begin(width: width, height: height)
        let rowsPerBand = min(height, bandHeight)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        precondition(stride == width * 4, "ARGB32 rows are 4 bytes a pixel with no padding")
        let rowsPerHandoff = max(1, Rasterizer.handoffBytes / stride)
        try renderer.scratch.withBuffer(byteCount: stride * rowsPerBand) { memory in
            let bytes = memory.assumingMemoryBound(to: UInt8.self)
            var top = 0
            while top < height {
                let rows = min(rowsPerBand, height - top)
                try drawBand(list, images: images, width: width, top: top, rows: rows, pageHeight: height, stride: stride,
                             memory: bytes)
                var done = 0
                while done < rows {
                    let count = min(rowsPerHandoff, rows - done), start = bytes + done * stride
                    // In place: each pixel is read, then written back at the same place.
                    CairoPixels.straightRGBA(from: start, width: width, height: count, stride: stride, into: start)
                    try sink.take(PixelBand(top: top + done, rows: count, width: width, pageHeight: height,
                                           pixels: UnsafeRawBufferPointer(start: start, count: count * width * 4)))
                    done += count
                }
                top += rows
            }
        }
    }

    /// Every image the list names, decoded (so a bad asset fails before anything is drawn).
    private func decodedImages(of list: DisplayList) throws -> [AssetKey: DecodedAsset] {
        var images: [AssetKey: DecodedAsset] = [:]
        for item in list.imageItems where images[item.assetKey] == nil {
            images[item.assetKey] = try decoded(item.assetKey)
        }
        return images
    }

    /// The image with its premultiplied copy: a catalogue's, decoded and converted once, or
    /// another provider's bitmap converted now.
    private func decoded(_ asset: AssetKey) throws -> DecodedAsset {
        if let catalog = assets as? AssetCatalog { return try catalog.decoded(asset) }
        let image = try assets.bitmap(of: asset)
        return DecodedAsset(source: nil, image: image, premultipliedBGRA: CairoPixels.premultipliedBGRA(from: image))
    }

    /// Draws the page's rows `top ..< top + rows` into `memory` (reused: the background is
    /// painted over every pixel first).
    private func drawBand(_ list: DisplayList, images: [AssetKey: DecodedAsset], width: Int, top: Int, rows: Int,
                          pageHeight: Int, stride: Int, memory data: UnsafeMutablePointer<UInt8>) throws {
        // Only text runs under `CairoLock` (ItemPainter takes it item by item): the rest of the
        // band is this thread's own surface and draws while other threads draw theirs.
        let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows), Int32(stride))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError.badCanvas(reason: "Cairo could not create a \(width)×\(rows) surface")
        }
        let cairo = cairo_create(surface)!
        if top > 0 { cairo_translate(cairo, 0, -Double(top)) }
        cairo_scale(cairo, Double(scale), Double(scale))
        let background = list.background
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        var painter = ItemPainter(cairo: cairo, textEngine: renderer.textEngine, images: images, scaledImages: renderer.scaledImages,
                                  scratch: renderer.scratch)
        if top > 0 || rows < pageHeight { painter.band = PageBand(top: top, pageHeight: pageHeight) }
        painter.paint(list.items)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
    }
}
