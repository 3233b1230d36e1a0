import Bitmaps
import CDeflate
import Foundation

/// PNG encoding with libdeflate, a whole-buffer DEFLATE compressor several times as fast as zlib at
/// a similar ratio. libdeflate's output depends only on its input, its level and its version, so
/// the same pixels give the same bytes on any thread.
enum DeflatePNGCodec {
    /// The libdeflate release this was built against, for example "1.14".
    static let version = LIBDEFLATE_VERSION_STRING

    static func encode(_ image: Bitmap, level: Int, filter: PNGRowFilter, scratch: ScratchBuffers) throws -> Data {
        guard (0...12).contains(level) else {
            throw ImageCodecError.encodingFailed(reason: "libdeflate: compression level \(level) is not between 0 and 12")
        }
        return try FilteredPNGEncoder.encode(image, filter: filter, name: "libdeflate", scratch: scratch) { rows, png in
            guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
                throw ImageCodecError.encodingFailed(reason: "libdeflate could not start (out of memory)")
            }
            defer { libdeflate_free_compressor(compressor) }
            let bound = libdeflate_zlib_compress_bound(compressor, rows.count)
            let compressed = UnsafeMutablePointer<UInt8>.allocate(capacity: bound)
            defer { compressed.deallocate() }
            let size = libdeflate_zlib_compress(compressor, rows.bytes, rows.count, compressed, bound)
            guard size > 0 else {
                throw ImageCodecError.encodingFailed(reason: "libdeflate: the compressed image did not fit its worst-case bound")
            }
            return try png(UnsafeBufferPointer(start: compressed, count: size))
        }
    }
}
