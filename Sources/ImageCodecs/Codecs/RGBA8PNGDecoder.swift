import Bitmaps
import CDeflate
import Foundation

/// A fast path for the PNGs the project itself writes: 8-bit RGBA, not interlaced. The image data
/// is inflated by libdeflate in one call (about twice zlib's speed) and the rows are unfiltered
/// here. Everything else — other colour types and depths, interlacing, an unknown critical chunk, a
/// wrong chunk CRC, damaged image data — is left to libpng (`nil`), which decodes it or explains
/// what is wrong, so the result and the messages are libpng's in every other case. For these files
/// libpng applies no transformation (no gamma: see png_shim.c), so both give the same pixels.
enum RGBA8PNGDecoder {
    /// The pixels of `data`, or nil when libpng should decode it; the filtered rows go into a buffer of `workspace`.
    ///
    /// - Throws: `ImageCodecError.imageTooLarge` when the header declares more pixels than `limits` allow.
    static func decode(_ data: Data, name: String, limits: ImageLimits, workspace: CodecWorkspace) throws -> Bitmap? {
        try data.withUnsafeBytes { raw -> Bitmap? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let layout = ChunkLayout(bytes) else { return nil }
            try limits.check(width: layout.width, height: layout.height, name: name)
            return decode(bytes, layout, scratch: workspace.scratch)
        }
    }

    /// Where the image data is, read from the chunks.
    private struct ChunkLayout {
        var width = 0
        var height = 0
        var imageData: [Range<Int>] = []

        /// Nil unless the file is a well-formed 8-bit RGBA, non-interlaced PNG whose critical
        /// chunks all have correct CRCs.
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
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: ChunkLayout, scratch: ScratchBuffers) -> Bitmap? {
        let rowBytes = layout.width * 4
        let (filteredCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: layout.height)
        guard !overflow else { return nil }
        // One IDAT is read where it lies; several are joined first.
        let joined: [UInt8]? = layout.imageData.count == 1 ? nil : layout.imageData.flatMap { Array(bytes[$0]) }
        return scratch.withBuffer(byteCount: filteredCount) { memory -> Bitmap? in
            let filtered = memory.assumingMemoryBound(to: UInt8.self)
            guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
            defer { libdeflate_free_decompressor(decompressor) }
            // The zlib stream must fill the rows exactly and end where the image data ends: data
            // after it (a second stream) is libpng's to judge.
            var consumed = 0
            let result: libdeflate_result, total: Int
            if let joined {
                total = joined.count
                result = joined.withUnsafeBufferPointer {
                    libdeflate_zlib_decompress_ex(decompressor, $0.baseAddress, $0.count, filtered, filteredCount, &consumed, nil)
                }
            } else {
                let range = layout.imageData[0]
                total = range.count
                result = libdeflate_zlib_decompress_ex(decompressor, bytes.baseAddress! + range.lowerBound, range.count,
                                                       filtered, filteredCount, &consumed, nil)
            }
            guard result == LIBDEFLATE_SUCCESS, consumed == total else { return nil }
            var valid = true
            let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * layout.height) { out, initialised in
                valid = unfilter(filtered, rowBytes: rowBytes, height: layout.height, into: out.baseAddress!)
                initialised = out.count
            }
            return valid ? Bitmap(width: layout.width, height: layout.height, madePixels: pixels) : nil
        }
    }

    /// Undoes the row filters (types 0–4, 4 bytes a pixel); false on an unknown filter type.
    private static func unfilter(_ filtered: UnsafePointer<UInt8>, rowBytes: Int, height: Int,
                                 into out: UnsafeMutablePointer<UInt8>) -> Bool {
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        return zeros.withUnsafeBufferPointer { zeroRow in
            for y in 0..<height {
                let source = filtered + y * (rowBytes + 1) + 1
                let row = out + y * rowBytes
                let above = y == 0 ? zeroRow.baseAddress! : UnsafePointer(out + (y - 1) * rowBytes)
                switch filtered[y * (rowBytes + 1)] {
                case 0:
                    row.update(from: source, count: rowBytes)
                case 1:
                    for i in 0..<rowBytes { row[i] = source[i] &+ (i >= 4 ? row[i - 4] : 0) }
                case 2:
                    for i in 0..<rowBytes { row[i] = source[i] &+ above[i] }
                case 3:
                    for i in 0..<rowBytes {
                        let left = i >= 4 ? UInt16(row[i - 4]) : 0
                        row[i] = source[i] &+ UInt8((left + UInt16(above[i])) / 2)
                    }
                case 4:
                    for i in 0..<4 { row[i] = source[i] &+ above[i] } // Paeth with no left pixel predicts above
                    for i in 4..<max(4, rowBytes) {
                        row[i] = source[i] &+ PNGRowFiltering.paethPredictor(row[i - 4], above[i], above[i - 4])
                    }
                default:
                    return false
                }
            }
            return true
        }
    }
}
