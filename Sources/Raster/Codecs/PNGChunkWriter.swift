import CDeflate

/// Assembles a PNG file: the signature, then chunks of length, type, data and CRC-32 (computed with
/// libdeflate over type and data). Only the critical chunks are written, so no timestamp or
/// other ancillary data can make two files of the same pixels differ.
struct PNGChunkWriter {
    private(set) var bytes: [UInt8]

    /// A writer holding the signature, with room reserved for about `capacity` bytes.
    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
        bytes += PNGSignature.bytes
    }

    /// Appends the IHDR chunk of an 8-bit RGBA, non-interlaced image.
    mutating func appendRGBAHeader(width: Int, height: Int) {
        var data: [UInt8] = []
        data.reserveCapacity(13)
        appendBigEndian(UInt32(width), to: &data)
        appendBigEndian(UInt32(height), to: &data)
        data += [8, 6, 0, 0, 0] // bit depth 8, colour type RGBA, deflate, adaptive filtering, no interlace
        data.withUnsafeBufferPointer { appendChunk("IHDR", $0) }
    }

    /// Appends one chunk of type `type` (four ASCII letters) holding `data`.
    mutating func appendChunk(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>) {
        precondition(type.utf8CodeUnitCount == 4, "a PNG chunk type has four letters")
        appendBigEndian(UInt32(data.count), to: &bytes)
        let typeStart = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: type.utf8Start, count: 4))
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { all in
            libdeflate_crc32(0, all.baseAddress! + typeStart, all.count - typeStart)
        }
        appendBigEndian(crc, to: &bytes)
    }

    /// Appends the IEND chunk, which closes the file.
    mutating func appendEnd() {
        appendChunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
    }

    private func appendBigEndian(_ value: UInt32, to array: inout [UInt8]) {
        array += [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }
}
