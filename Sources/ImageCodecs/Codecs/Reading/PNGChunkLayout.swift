import CDeflate

/// Where the image data of an 8-bit RGBA, non-interlaced PNG lies, read from its chunks, and its
/// inflation by libdeflate in one call: the part the decoders that skip libpng share
/// (`RGBA8PNGDecoder`, `InflatedPNGRows`). Anything else is not described (nil) and is left to
/// libpng, which decodes it or says what is wrong.
struct PNGChunkLayout {
    /// The image's size in pixels.
    private(set) var width = 0, height = 0
    /// The IDAT chunks' bodies, in file order.
    private(set) var imageData: [Range<Int>] = []

    /// Bytes a filtered row takes, its filter type byte included.
    var filteredRowBytes: Int { width * 4 + 1 }

    /// Nil unless `bytes` is a well-formed 8-bit RGBA, non-interlaced PNG whose critical chunks
    /// all have correct CRCs, with image data.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count >= 8 + 25 + 12, bytes.prefix(8).elementsEqual(PNGSignature.bytes) else { return nil }
        func word(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8, sawHeader = false, sawEnd = false
        while !sawEnd {
            guard offset + 12 <= bytes.count else { return nil }
            let length = word(offset), type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = (offset + 8)..<(offset + 8 + length)
            guard length <= Int(Int32.max), body.upperBound + 4 <= bytes.count else { return nil }
            // libpng refuses a chunk type that is not four ASCII letters, whatever the chunk.
            guard bytes[(offset + 4)..<(offset + 8)].allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
            else { return nil }
            let isCritical = bytes[offset + 4] & 0x20 == 0
            guard sawHeader || type == "IHDR" else { return nil } // IHDR comes first
            if isCritical {
                let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
                guard crc == UInt32(word(body.upperBound)) else { return nil }
            }
            switch type {
            case "IHDR":
                guard !sawHeader, length == 13 else { return nil }
                width = word(body.lowerBound)
                height = word(body.lowerBound + 4)
                let (depth, colour, method, filtering, interlace) = (bytes[body.lowerBound + 8], bytes[body.lowerBound + 9],
                                                                     bytes[body.lowerBound + 10], bytes[body.lowerBound + 11],
                                                                     bytes[body.lowerBound + 12])
                guard depth == 8, colour == 6, method == 0, filtering == 0, interlace == 0, width > 0, height > 0 else { return nil }
                sawHeader = true
            case "IDAT":
                guard sawHeader else { return nil }
                imageData.append(body)
            case "IEND":
                sawEnd = true
            case "PLTE":
                break // a suggested palette, allowed (and ignored) in an RGBA image
            default:
                guard !isCritical else { return nil }
            }
            offset = body.upperBound + 4
        }
        guard sawHeader, !imageData.isEmpty else { return nil }
    }

    /// The filtered rows' size in bytes, nil when it does not fit in an `Int`.
    var filteredByteCount: Int? {
        let (count, overflow) = filteredRowBytes.multipliedReportingOverflow(by: height)
        return overflow ? nil : count
    }

    /// Inflates the image data of `bytes` (the file this layout was read from) into `filtered`,
    /// which holds `filteredByteCount` bytes; false unless the zlib stream fills the rows exactly,
    /// ends where the image data ends (data after it, a second stream, is libpng's to judge) and
    /// every row's filter type is 0…4.
    func inflate(_ bytes: UnsafeBufferPointer<UInt8>, into filtered: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let count = filteredByteCount, let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var consumed = 0
        let result: libdeflate_result, total: Int
        if imageData.count == 1 {
            // One IDAT is read where it lies; several are joined first.
            let range = imageData[0]
            total = range.count
            result = libdeflate_zlib_decompress_ex(decompressor, bytes.baseAddress! + range.lowerBound, range.count,
                                                   filtered, count, &consumed, nil)
        } else {
            let joined = imageData.flatMap { Array(bytes[$0]) }
            total = joined.count
            result = joined.withUnsafeBufferPointer {
                libdeflate_zlib_decompress_ex(decompressor, $0.baseAddress, $0.count, filtered, count, &consumed, nil)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, consumed == total else { return false }
        let rowBytes = filteredRowBytes
        for y in 0..<height where filtered[y * rowBytes] > 4 { return false }
        return true
    }
}
