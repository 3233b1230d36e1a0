import Bitmaps
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
            guard let layout = PNGChunkLayout(bytes) else { return nil }
            try limits.check(width: layout.width, height: layout.height, name: name)
            return decode(bytes, layout, scratch: workspace.scratch)
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ layout: PNGChunkLayout, scratch: ScratchBuffers) -> Bitmap? {
        guard let filteredCount = layout.filteredByteCount else { return nil }
        let rowBytes = layout.width * 4
        return scratch.withBuffer(byteCount: filteredCount) { memory -> Bitmap? in
            let filtered = memory.assumingMemoryBound(to: UInt8.self)
            guard layout.inflate(bytes, into: filtered) else { return nil }
            let pixels = [UInt8](unsafeUninitializedCapacity: rowBytes * layout.height) { out, initialised in
                unfilter(filtered, rowBytes: rowBytes, height: layout.height, into: out.baseAddress!)
                initialised = out.count
            }
            return Bitmap(width: layout.width, height: layout.height, madePixels: pixels)
        }
    }

    /// Undoes the row filters, whose types `PNGChunkLayout.inflate` checked.
    private static func unfilter(_ filtered: UnsafePointer<UInt8>, rowBytes: Int, height: Int,
                                 into out: UnsafeMutablePointer<UInt8>) {
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        zeros.withUnsafeBufferPointer { zeroRow in
            for y in 0..<height {
                let above = y == 0 ? zeroRow.baseAddress! : UnsafePointer(out + (y - 1) * rowBytes)
                let typeByte = filtered + y * (rowBytes + 1)
                _ = PNGUnfilter.unfilter(typeByte[0], filtered: typeByte + 1, above: above, rowBytes: rowBytes,
                                         into: out + y * rowBytes)
            }
        }
    }
}
