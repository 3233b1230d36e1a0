import Bitmaps
import Drawing
import Foundation
import ImageCodecs

/// The raster as a value passed down: one renderer owns its font stack, its text engine, its caches
/// (text measurements, resampled photos) and its scratch memory, and draws pages with them.
/// Make one with `Renderer.load()`, or use the process's default, `Renderer.standard()`, at the
/// top of a program; everything below takes the renderer it is given.
///
/// Every Cairo and Pango call of every renderer runs under one process-wide lock (`CairoLock`):
/// Cairo 1.16 shares scaled fonts between all threads through its global font cache, so engines
/// with locks of their own would race (see `LockedTextEngine`). Safe to use from several threads.
public final class Renderer: @unchecked Sendable {
    let fonts: FontStack
    let textEngine: LockedTextEngine
    let measurements: MeasurementCache
    let scaledImages: ScaledImageCache
    /// The codecs' memory this renderer draws in and encodes its pages with: its scratch buffers
    /// are the drawing surfaces, and what renders pass to `PNGCodec` (see `CodecWorkspace`).
    public let codecs: CodecWorkspace
    var scratch: ScratchBuffers { codecs.scratch }
    private let fingerprintLock = NSLock()
    private var madeFingerprint: Result<RendererFingerprint, RasterError>?
    private let catalogueLock = NSLock()
    private var catalogues: [[URL]: AssetCatalog] = [:]

    init(fonts: FontStack) {
        self.fonts = fonts
        textEngine = LockedTextEngine(stack: fonts)
        // Two generations of 8,192: a page of 1,000 rows (6,000 measurements) is kept whole for
        // the next scheme or device; a few megabytes at most.
        measurements = MeasurementCache(limit: 16_384)
        scaledImages = ScaledImageCache(capacity: 4)
        codecs = CodecWorkspace()
    }

    /// A renderer on the pinned font stack (the resource fonts.conf, the project's fonts and, when
    /// set, `NHS_FONT_DIR`); throws when a font file or the font configuration is missing.
    public static func load() throws -> Renderer {
        do {
            return Renderer(fonts: try FontStack.load())
        } catch let error as RasterError {
            throw error
        } catch {
            throw RasterError.fontConfiguration(reason: "\(error)")
        }
    }

    /// The process's default renderer, loaded on first use; the error is kept and rethrown to every
    /// caller. For the top of a program (the command line's backend, the test helpers), which
    /// hands it down.
    public static func standard() throws -> Renderer {
        try defaultInstance.get()
    }

    private static let defaultInstance: Result<Renderer, RasterError> = Result {
        try Renderer.load()
    }.mapError { ($0 as? RasterError) ?? .fontConfiguration(reason: "\($0)") }

    /// Measures text exactly as this renderer draws it, with its measurement cache.
    public var measurer: PangoTextMeasurer { PangoTextMeasurer(renderer: self) }

    /// `measurer` for layout that nothing will draw (`layoutScreen`): the same measurements,
    /// without keeping each text's Pango layout for a painter or its measurements for the next cell.
    public var layoutOnlyMeasurer: PangoTextMeasurer { PangoTextMeasurer(renderer: self, forDrawing: false) }

    /// Draws `page` at `scale` pixels per point into a new bitmap: the one way into the raster.
    /// Image items take their pixels from `images`; `options` leave the text out or draw an overlay
    /// made from the page. Throws `RasterError` for a page too large or a bad scale, and the
    /// provider's error for an image it does not have (before anything is drawn).
    public func draw(_ page: DisplayList, scale: CGFloat, images: any ImageProvider, options: PageOptions = .full,
                     bandHeight: Int = Rasterizer.defaultBandHeight) throws -> Bitmap {
        var list = options.drawsText ? page : page.removingText()
        if let overlay = options.overlay { list = overlay.displayList(over: list, measurer: measurer) }
        return try Rasterizer(scale: scale, assets: images, renderer: self, bandHeight: bandHeight).render(list)
    }

    /// Draws `page` as `draw(_:scale:images:options:bandHeight:)` does, but hands the pixels to
    /// `sink` a band of at most `bandHeight` rows at a time, top to bottom, instead of keeping the
    /// page: the memory held is one band, whatever the page's height. The bands' rows are the
    /// bytes of the bitmap `draw` gives. Throws as `draw` does, or the sink's error.
    public func draw(_ page: DisplayList, scale: CGFloat, images: any ImageProvider, options: PageOptions = .full,
                     bandHeight: Int = Rasterizer.defaultBandHeight, into sink: any PageBandSink) throws {
        var list = options.drawsText ? page : page.removingText()
        if let overlay = options.overlay { list = overlay.displayList(over: list, measurer: measurer) }
        try Rasterizer(scale: scale, assets: images, renderer: self, bandHeight: bandHeight).render(list, into: sink)
    }

    /// The catalogue searching `folders` (a user's own, in order), then the project's photographs;
    /// one per list of folders, kept, so each photo is decoded once. Throws when the photographs'
    /// resource folder is missing.
    public func assets(before folders: [URL] = []) throws -> AssetCatalog {
        catalogueLock.lock()
        defer { catalogueLock.unlock() }
        if let known = catalogues[folders] { return known }
        let catalogue = try AssetCatalog.project(before: folders)
        catalogues[folders] = catalogue
        return catalogue
    }

    /// The fingerprint of this renderer: library versions, the PNG library, the main family and a
    /// SHA-256 of every font file in its stack. Made once (the fonts are hashed on first use).
    public func fingerprint() throws -> RendererFingerprint {
        fingerprintLock.lock()
        defer { fingerprintLock.unlock() }
        if let madeFingerprint { return try madeFingerprint.get() }
        let made = Result { try RendererFingerprint.of(fonts) }
            .mapError { ($0 as? RasterError) ?? .fontConfiguration(reason: "\($0)") }
        madeFingerprint = made
        return try made.get()
    }
}
