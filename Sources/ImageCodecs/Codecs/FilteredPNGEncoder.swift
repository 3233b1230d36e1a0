import Bitmaps
import Foundation

/// The PNG encoders written here rather than in a PNG library: the rows are filtered, the filtered
/// bytes are handed to a zlib-stream compressor, and the result is written as one IDAT chunk
/// between IHDR and IEND (no ancillary chunks).
enum FilteredPNGEncoder {
    /// The filtered rows handed to a compressor.
    struct FilteredRows {
        /// The bytes: each row's filter-type byte, then its filtered bytes.
        var bytes: UnsafePointer<UInt8>
        /// Bytes per row, the type byte included.
        var rowLength: Int
        /// The number of rows.
        var rows: Int
        /// Per row, the bytes after the type byte that may be non-zero; the rest are zeros.
        var spans: [PNGRowFiltering.NonZeroSpan]
        /// All the bytes.
        var count: Int { rowLength * rows }
    }

    /// Encodes `image`. `compress` gets the filtered rows and a function that wraps a zlib stream
    /// into the PNG file; `name` labels errors. The filtered rows are written into a buffer of `scratch`.
    static func encode(_ image: Bitmap, filter: PNGRowFilter, name: String, scratch: ScratchBuffers,
                       compress: (FilteredRows, (UnsafeBufferPointer<UInt8>) throws -> Data) throws -> Data) throws -> Data {
        let rowBytes = image.width * 4
        let (filteredCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: image.height)
        guard image.width > 0, image.height > 0, !overflow, image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw ImageCodecError.encodingFailed(reason: "\(name): a PNG cannot hold a \(image.width)×\(image.height) image")
        }
        return try scratch.withBuffer(byteCount: filteredCount) { memory in
            let filtered = memory.assumingMemoryBound(to: UInt8.self)
            let spans = image.pixels.withUnsafeBufferPointer { pixels in
                PNGRowFiltering.filterImage(pixels.baseAddress!, rowBytes: rowBytes, height: image.height, filter: filter,
                                            into: filtered)
            }
            let rows = FilteredRows(bytes: filtered, rowLength: rowBytes + 1, rows: image.height, spans: spans)
            return try compress(rows) { stream in
                PNGChunkWriter.rgbaFile(width: image.width, height: image.height, imageData: stream)
            }
        }
    }
}
