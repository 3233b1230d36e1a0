import Bitmaps
import Foundation

/// Encodes a PNG whose rows come a band at a time, top to bottom, writing the file to an output as
/// it goes: the same bytes `PNGCodec.encode(_:settings:workspace:)` gives for the whole image with
/// the same settings, however the rows are cut into bands. With `libpng` (the goldens' `compact`)
/// and `pixelRuns` (the `fast` preset) the memory held is a few rows and the writer's state; the
/// other writers compress the whole image at once, so their rows are kept until the end.
///
/// Use: make one, ``append(rows:count:)`` every row in order, then ``finish()``. After an error
/// the encoder is spent: give up the output (`AtomicFileStream.discard()`, which also happens when
/// it goes away uncommitted). Not for several threads at once.
public final class PNGStreamEncoder {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The rows taken so far.
    public private(set) var rowsWritten = 0
    private let writer: any RowStreamEncoding
    private var finished = false

    /// True when `settings` stream in bounded memory (libpng and the `pixelRuns` writer).
    public static func streams(_ settings: PNGEncodingSettings) -> Bool {
        settings.writer == .libpng || settings.writer == .pixelRuns
    }

    /// An encoder of a `width × height` image with `settings`, reusing `workspace`'s memory (its
    /// block cache; the bytes never depend on it), writing to `output`; the signature and header
    /// are written at once.
    ///
    /// - Throws: `ImageCodecError.encodingFailed` for a size a PNG cannot hold or a bad level, and
    ///   the output's error when it cannot be written.
    public init(width: Int, height: Int, settings: PNGEncodingSettings, workspace: CodecWorkspace,
                output: any PNGByteOutput) throws {
        guard width > 0, height > 0, width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw ImageCodecError.encodingFailed(reason: "\(settings.writer.rawValue): a PNG cannot hold a \(width)×\(height) image")
        }
        self.width = width
        self.height = height
        switch settings.writer {
        case .libpng:
            writer = try LibPNGRowStream(width: width, height: height, level: settings.level, filter: settings.filter, output: output)
        case .pixelRuns:
            let chunks = try ImageDataChunks(output: output, width: width, height: height)
            writer = PixelRunRowStream(width: width, height: height, filter: settings.filter, cache: workspace.blocks, chunks: chunks)
        case .libspng, .libdeflate:
            writer = WholeImageRowStream(width: width, height: height, settings: settings, workspace: workspace, output: output)
        }
    }

    /// Encodes the next `count` rows, straight RGBA8, `width × 4` bytes each with no padding, from
    /// `rows` (which must hold at least that many bytes).
    ///
    /// - Throws: `ImageCodecError.encodingFailed` when more rows come than the image has or the
    ///   buffer is too short, the writer's error, or the output's.
    public func append(rows: UnsafeRawBufferPointer, count: Int) throws {
        guard !finished, count >= 0, rowsWritten + count <= height else {
            throw ImageCodecError.encodingFailed(
                reason: "\(count) more rows after \(rowsWritten) do not fit a PNG \(height) rows tall\(finished ? " (already finished)" : "")")
        }
        guard count > 0 else { return }
        guard rows.count >= count * width * 4, let base = rows.baseAddress else {
            throw ImageCodecError.encodingFailed(reason: "\(count) rows of \(width) pixels need \(count * width * 4) bytes, but \(rows.count) were given")
        }
        try writer.append(base.assumingMemoryBound(to: UInt8.self), count: count)
        rowsWritten += count
    }

    /// Writes the end of the file.
    ///
    /// - Throws: `ImageCodecError.encodingFailed` when rows are missing, the writer's error, or the output's.
    public func finish() throws {
        guard !finished else { return }
        guard rowsWritten == height else {
            throw ImageCodecError.encodingFailed(reason: "only \(rowsWritten) of the image's \(height) rows were given")
        }
        try writer.finish()
        finished = true
    }

    /// `image` encoded in bands of `bandHeight` rows: the bytes of `PNGCodec.encode(image, settings:, workspace:)`.
    public static func encode(_ image: Bitmap, bandHeight: Int, settings: PNGEncodingSettings,
                              workspace: CodecWorkspace = CodecWorkspace()) throws -> Data {
        let output = PNGMemoryOutput()
        let encoder = try PNGStreamEncoder(width: image.width, height: image.height, settings: settings, workspace: workspace, output: output)
        try image.pixels.withUnsafeBytes { raw in
            var top = 0
            while top < image.height {
                let rows = min(max(1, bandHeight), image.height - top)
                try encoder.append(rows: UnsafeRawBufferPointer(rebasing: raw[(top * image.stride)...]), count: rows)
                top += rows
            }
        }
        try encoder.finish()
        return output.data
    }
}
