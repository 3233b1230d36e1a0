import CCodecShims
import Foundation

/// libpng a band at a time: the calls `LibPNGCodec.encode` makes for the whole image (same
/// settings, `png_write_row` row after row), spread over several, so the file is the same bytes.
/// The bytes libpng writes for a band are passed on to the output before the next band comes.
final class LibPNGRowStream: RowStreamEncoding {
    private let stream: OpaquePointer
    private let output: any PNGByteOutput

    init(width: Int, height: Int, level: Int, filter: PNGRowFilter, output: any PNGByteOutput) throws {
        guard (0...9).contains(level) else {
            throw ImageCodecError.encodingFailed(reason: "libpng: zlib compression level \(level) is not between 0 and 9")
        }
        var message = [CChar](repeating: 0, count: 256)
        var made: OpaquePointer?
        guard nhs_png_stream_begin(UInt32(width), UInt32(height), Int32(level), Int32(filter.libraryMask), &made,
                                   &message, message.count) == 0, let made else {
            throw ImageCodecError.encodingFailed(reason: "libpng: " + shimMessage(message))
        }
        stream = made
        self.output = output
        try passOn()
    }

    deinit { nhs_png_stream_free(stream) }

    func append(_ rows: UnsafePointer<UInt8>, count: Int) throws {
        var message = [CChar](repeating: 0, count: 256)
        guard nhs_png_stream_rows(stream, rows, UInt32(count), &message, message.count) == 0 else {
            throw ImageCodecError.encodingFailed(reason: "libpng: " + shimMessage(message))
        }
        try passOn()
    }

    func finish() throws {
        var message = [CChar](repeating: 0, count: 256)
        guard nhs_png_stream_end(stream, &message, message.count) == 0 else {
            throw ImageCodecError.encodingFailed(reason: "libpng: " + shimMessage(message))
        }
        try passOn()
    }

    /// Writes out what libpng has made so far.
    private func passOn() throws {
        var size = 0
        guard let bytes = nhs_png_stream_output(stream, &size), size > 0 else { return }
        try output.append(UnsafeRawBufferPointer(start: bytes, count: size))
        nhs_png_stream_clear_output(stream)
    }
}
