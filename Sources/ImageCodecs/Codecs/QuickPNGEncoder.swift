import Bitmaps
import Dispatch
import Foundation

/// A PNG encoder for pictures that are looked at and thrown away (diff images, composites), not
/// stored as goldens. The rows are cut into strips of about `stripBytes`, each strip is filtered
/// with Up and deflated by the `pixelRuns` writer (`PixelRunDeflate`) on its own core, and the
/// strips' blocks are joined into one zlib stream. Strips depend only on the image's width, never
/// on the number of cores, so the same pixels always give the same bytes.
enum QuickPNGEncoder {
    /// Raw bytes (filter byte + row) per strip, at least one row: small enough that a
    /// 1179×600 composite still makes a dozen strips to share among the cores.
    static let stripBytes = 1 << 20

    /// One strip's DEFLATE blocks and the Adler-32 of the filtered bytes they hold.
    private struct Strip {
        var bits: EncodedBlockCache.Bits
        var adler: UInt32
        var length: Int
    }

    /// Encodes `image`, remembering blocks in `workspace`.
    static func encode(_ image: Bitmap, workspace: CodecWorkspace) throws -> Data {
        try checkSize(width: image.width, height: image.height)
        let rowBytes = image.width * 4
        return try image.pixels.withUnsafeBufferPointer { pixels in
            let address = UInt(bitPattern: pixels.baseAddress!) // read-only while the strips run
            return try encodeStrips(width: image.width, height: image.height) { rows, last in
                let first = UnsafePointer<UInt8>(bitPattern: address)! + rows.lowerBound * rowBytes
                return encodeStrip(first, above: rows.lowerBound > 0 ? first - rowBytes : nil, width: image.width,
                                   rows: rows.count, last: last, cache: workspace.blocks)
            }
        }
    }

    /// Encodes a picture of `width × height` pixels whose rows are drawn on demand: `rows(range)`
    /// returns those rows' RGBA bytes. It is asked for one strip (and the row above it) at a time,
    /// from several threads, so the whole picture is never in memory; the bytes are the same as
    /// encoding it whole.
    static func encode(width: Int, height: Int, workspace: CodecWorkspace,
                       rows source: @escaping @Sendable (Range<Int>) -> [UInt8]) throws -> Data {
        try checkSize(width: width, height: height)
        let rowBytes = width * 4
        return try encodeStrips(width: width, height: height) { rows, last in
            let from = max(0, rows.lowerBound - 1)
            let drawn = source(from..<rows.upperBound)
            guard drawn.count == (rows.upperBound - from) * rowBytes else {
                throw ImageCodecError.encodingFailed(reason: "rows \(from)..<\(rows.upperBound) came back with \(drawn.count) bytes")
            }
            return drawn.withUnsafeBufferPointer { bytes in
                let above = rows.lowerBound > 0 ? bytes.baseAddress! : nil
                return encodeStrip(bytes.baseAddress! + (rows.lowerBound - from) * rowBytes, above: above, width: width,
                                   rows: rows.count, last: last, cache: workspace.blocks)
            }
        }
    }

    private static func checkSize(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= Int(UInt32.max / 4), height <= Int(Int32.max) else {
            throw ImageCodecError.encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
    }

    /// Runs `strip` for every strip on all cores and joins the results into a PNG file.
    private static func encodeStrips(width: Int, height: Int,
                                     strip: @escaping @Sendable (Range<Int>, Bool) throws -> Strip) throws -> Data {
        let rowsPerStrip = max(1, stripBytes / (width * 4 + 1))
        let stripCount = (height + rowsPerStrip - 1) / rowsPerStrip
        let results = StripResults<Strip>(count: stripCount)
        DispatchQueue.concurrentPerform(iterations: stripCount) { index in
            let first = index * rowsPerStrip
            let rows = first..<min(height, first + rowsPerStrip)
            results.set(index, Result { try strip(rows, index == stripCount - 1) })
        }
        let strips = try results.collect()
        let output = DeflateOutput(capacity: strips.reduce(64) { $0 + $1.bits.bytes.count + 8 })
        ZlibFraming.appendHeader(to: output)
        var adler: UInt32 = 1
        for strip in strips {
            output.append(strip.bits)
            adler = Adler32.combine(adler, strip.adler, secondLength: strip.length)
        }
        ZlibFraming.appendTrailer(adler: adler, to: output)
        return PNGChunkWriter.rgbaFile(width: width, height: height,
                                       imageData: UnsafeBufferPointer(start: output.bytes, count: output.count))
    }

    /// Filters `rows` rows at `pixels` (the row before them at `above`, if any) and deflates them.
    private static func encodeStrip(_ pixels: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, width: Int,
                                    rows: Int, last: Bool, cache: EncodedBlockCache) -> Strip {
        let rowBytes = width * 4, length = rows * (rowBytes + 1)
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: length)
        defer { filtered.deallocate() }
        let spans = PNGRowFiltering.filterImage(pixels, rowBytes: rowBytes, height: rows, filter: .up, into: filtered,
                                                above: above)
        let output = DeflateOutput(capacity: length / 4 + 1024)
        PixelRunDeflate.writeBlocks(filtered, rowLength: rowBytes + 1, rows: rows, spans: spans, final: last,
                                    cache: cache, into: output)
        return Strip(bits: output.bits, adler: Adler32.checksum(filtered, count: length), length: length)
    }
}

/// Per-strip results written from several threads.
private final class StripResults<Strip>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Strip, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Strip, any Error>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func collect() throws -> [Strip] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { slot in
            guard let slot else { throw ImageCodecError.encodingFailed(reason: "a strip was not compressed") }
            return try slot.get()
        }
    }
}
