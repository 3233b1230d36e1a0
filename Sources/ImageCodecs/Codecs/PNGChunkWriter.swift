import CDeflate
import Foundation

/// Assembles a PNG file: the signature, then chunks of length, type, data and CRC-32 (computed with
/// libdeflate over type and data). Only the critical chunks are written, so no timestamp or
/// other ancillary data can make two files of the same pixels differ.
struct PNGChunkWriter {
    /// The file so far.
    private(set) var bytes: Data

    /// A writer holding the signature, with room reserved for about `capacity` bytes.
    init(capacity: Int) {
        bytes = Data(capacity: capacity)
        bytes.append(contentsOf: PNGSignature.bytes)
    }

    /// Appends the IHDR chunk of an 8-bit RGBA, non-interlaced image.
    mutating func appendRGBAHeader(width: Int, height: Int) {
        let data = PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
            + [8, 6, 0, 0, 0] // bit depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
        data.withUnsafeBufferPointer { appendChunk("IHDR", $0) }
    }

    /// Appends one chunk of type `type` (four ASCII letters) holding `data`.
    mutating func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) {
        bytes.append(PNGChunkWriter.chunk(type, data))
    }

    /// One chunk of type `type` (four ASCII letters) holding `data`: length, type, data, CRC-32.
    static func chunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) -> Data {
        precondition(type.utf8CodeUnitCount == 4, "a PNG chunk type has four letters")
        var bytes = Data(capacity: data.count + 12)
        bytes.append(contentsOf: bigEndian(UInt32(data.count)))
        let typeBytes = UnsafeBufferPointer(start: type.utf8Start, count: 4)
        bytes.append(contentsOf: typeBytes)
        if !data.isEmpty { bytes.append(contentsOf: data) }
        var crc = libdeflate_crc32(0, typeBytes.baseAddress, 4)
        if let start = data.baseAddress { crc = libdeflate_crc32(crc, start, data.count) }
        bytes.append(contentsOf: bigEndian(crc))
        return bytes
    }

    /// The most image data put in one IDAT chunk (a chunk may hold up to 2³¹ − 1 bytes).
    static let imageDataChunkLimit = 1 << 30

    /// Appends a zlib stream as IDAT chunks of at most `limit` bytes each (`imageDataChunkLimit`
    /// unless a test asks for smaller chunks).
    mutating func appendImageData(_ stream: UnsafeBufferPointer<UInt8>, limit: Int = PNGChunkWriter.imageDataChunkLimit) {
        var offset = 0
        repeat {
            let length = min(stream.count - offset, limit)
            appendChunk("IDAT", UnsafeBufferPointer(rebasing: stream[offset..<(offset + length)]))
            offset += length
        } while offset < stream.count
    }

    /// A whole 8-bit RGBA PNG file around a zlib stream of its filtered rows.
    static func rgbaFile(width: Int, height: Int, imageData stream: UnsafeBufferPointer<UInt8>) -> Data {
        var writer = PNGChunkWriter(capacity: stream.count + 64 + 12 * (stream.count / imageDataChunkLimit))
        writer.appendRGBAHeader(width: width, height: height)
        writer.appendImageData(stream)
        writer.appendEnd()
        return writer.bytes
    }

    /// Appends the IEND chunk, which closes the file.
    mutating func appendEnd() {
        appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
    }

    /// `value` as four bytes, most significant first.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }
}
