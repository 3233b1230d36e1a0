import Bitmaps
import Foundation

/// PNG encoding with fixed settings (8-bit RGBA, no ancillary chunks, no timestamps) and decoding
/// of any PNG to straight RGBA8.
public enum PNGCodec {
    /// The library used when none is named: libpng. Both libraries write byte-identical files with
    /// the `compact` settings; on a 1179×900 card libpng encoded about 1.5 times as fast and decoded
    /// slightly faster (Scripts/bench-raster.sh), and its setjmp handling lives in a tested shim.
    public static let defaultLibrary: PNGLibrary = .libpng

    /// Encodes `image` with the `compact` settings (the goldens'), written by `library`; the same
    /// pixels always give the same bytes.
    public static func encode(_ image: Bitmap, library: PNGLibrary = defaultLibrary) throws -> Data {
        try encode(image, settings: .compact(library))
    }

    /// Encodes `image` with `settings` in a fresh `CodecWorkspace`: for a single picture. A program
    /// that encodes many keeps one workspace and passes it (``encode(_:settings:workspace:)``).
    public static func encode(_ image: Bitmap, settings: PNGEncodingSettings) throws -> Data {
        try encode(image, settings: settings, workspace: CodecWorkspace())
    }

    /// Encodes `image` with `settings`, reusing `workspace`'s memory; the same pixels and settings
    /// always give the same bytes, whatever the workspace encoded before.
    public static func encode(_ image: Bitmap, settings: PNGEncodingSettings, workspace: CodecWorkspace) throws -> Data {
        switch settings.writer {
        case .libpng: return try LibPNGCodec.encode(image, level: settings.level, filter: settings.filter)
        case .libspng: return try SPNGCodec.encode(image, level: settings.level, filter: settings.filter)
        case .libdeflate:
            return try DeflatePNGCodec.encode(image, level: settings.level, filter: settings.filter, scratch: workspace.scratch)
        case .pixelRuns: return try PixelRunPNGCodec.encode(image, filter: settings.filter, workspace: workspace)
        }
    }

    /// Encodes `image` quickly for pictures that are viewed, not kept as goldens (diff images,
    /// composites): Up filter, a run encoder, strips compressed on every core. Deterministic too,
    /// but not byte-identical to ``encode(_:library:)``; files are somewhat larger.
    /// Uses a fresh `CodecWorkspace`; see ``encodeQuickly(_:workspace:)``.
    public static func encodeQuickly(_ image: Bitmap) throws -> Data {
        try encodeQuickly(image, workspace: CodecWorkspace())
    }

    /// ``encodeQuickly(_:)`` remembering repeated blocks in `workspace`; the bytes do not depend on it.
    public static func encodeQuickly(_ image: Bitmap, workspace: CodecWorkspace) throws -> Data {
        try QuickPNGEncoder.encode(image, workspace: workspace)
    }

    /// ``encodeQuickly(_:)`` for a `width × height` picture drawn on demand: `rows(range)` returns
    /// the RGBA bytes of those rows. It is called a few rows at a time from several threads, so the
    /// whole picture is never in memory; the file is byte for byte the one the whole image gives.
    /// Uses a fresh `CodecWorkspace`, or `workspace` when given.
    public static func encodeQuickly(width: Int, height: Int, workspace: CodecWorkspace = CodecWorkspace(),
                                     rows: @escaping @Sendable (Range<Int>) -> [UInt8]) throws -> Data {
        try QuickPNGEncoder.encode(width: width, height: height, workspace: workspace, rows: rows)
    }

    /// Decodes PNG bytes of any colour type, bit depth or interlacing into straight RGBA8.
    /// `name` (a file name or asset name) is used in error messages. With libpng (the default),
    /// well-formed 8-bit RGBA files that are not interlaced — everything the project writes — take
    /// a faster path (libdeflate and the project's own unfiltering) to the same pixels.
    /// The faster path's filtered rows go into a buffer of `workspace` (a fresh one when not given).
    public static func decode(_ data: Data, name: String, library: PNGLibrary = defaultLibrary,
                              limits: ImageLimits = .standard, workspace: CodecWorkspace = CodecWorkspace()) throws -> Bitmap {
        switch library {
        case .libpng:
            if let image = try RGBA8PNGDecoder.decode(data, name: name, limits: limits, workspace: workspace) { return image }
            return try LibPNGCodec.decode(data, name: name, limits: limits)
        case .libspng: return try SPNGCodec.decode(data, name: name, limits: limits)
        }
    }
}
