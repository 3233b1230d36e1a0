import CDeflate
import Foundation

/// Writes a PNG file around a zlib stream that comes a piece at a time: the signature and IHDR
/// first, then the stream as IDAT chunks of at most `limit` bytes each, then IEND, the same bytes
/// `PNGChunkWriter.rgbaFile` gives for the whole stream. A chunk's length is written as 0 and
/// put right when the chunk is closed; its CRC-32 is worked out as its bytes pass.
final class ImageDataChunks {
    private let output: any PNGByteOutput
    private let limit: Int
    /// Where the open chunk's length field is, when a chunk is open.
    private var openChunk: Int?
    private var chunkLength = 0
    private var crc: UInt32 = 0

    /// Writes the signature and IHDR of an 8-bit RGBA image of `width × height` to `output`.
    init(output: any PNGByteOutput, width: Int, height: Int, limit: Int = PNGChunkWriter.imageDataChunkLimit) throws {
        self.output = output
        self.limit = limit
        var head = PNGChunkWriter(capacity: 64)
        head.appendRGBAHeader(width: width, height: height)
        try head.bytes.withUnsafeBytes { try output.append($0) }
    }

    /// Appends bytes of the zlib stream.
    func append(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            if openChunk == nil { try open() }
            let length = min(bytes.count - offset, limit - chunkLength)
            let piece = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
            try output.append(piece)
            crc = libdeflate_crc32(crc, piece.baseAddress, piece.count)
            chunkLength += length
            offset += length
            if chunkLength == limit { try close() }
        }
    }

    /// Closes the last chunk and writes IEND.
    func finish() throws {
        if openChunk != nil { try close() }
        let end = PNGChunkWriter.chunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
        try end.withUnsafeBytes { try output.append($0) }
    }

    private func open() throws {
        openChunk = output.byteCount
        chunkLength = 0
        let type: [UInt8] = Array("IDAT".utf8)
        try ([0, 0, 0, 0] + type).withUnsafeBytes { try output.append($0) }
        crc = type.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress, 4) }
    }

    private func close() throws {
        guard let start = openChunk else { return }
        try PNGChunkWriter.bigEndian(crc).withUnsafeBytes { try output.append($0) }
        try output.overwrite(PNGChunkWriter.bigEndian(UInt32(chunkLength)), at: start)
        openChunk = nil
    }
}
