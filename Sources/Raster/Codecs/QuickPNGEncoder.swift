import CCodecShims
import Dispatch
import Foundation

/// A PNG encoder for pictures that are looked at and thrown away (diff images, composites), not
/// stored as goldens: rows filtered with "Up" and deflated by a run encoder (fixed Huffman codes,
/// matches one byte or one pixel back; see png_runs.c) in strips of about 1 MB that are
/// compressed on every core and joined into one zlib stream. On a 9408×2200 composite it is
/// more than ten times faster than ``PNGCodec/encode(_:library:)`` (zlib level 3, adaptive filters)
/// for a file about twice as large. The strips depend only on the image's width, never on the
/// number of cores, so the same pixels always give the same bytes.
enum QuickPNGEncoder {
    /// Raw bytes (filter byte + row) per strip, at least one row: small enough that a
    /// 1179×600 composite still makes a dozen strips to share among the cores.
    static let stripBytes = 1 << 20

    static func encode(_ image: RGBAImage) throws -> Data {
        guard image.width > 0, image.height > 0, image.width <= Int(UInt32.max / 4) else {
            throw RasterError.encodingFailed(reason: "cannot encode a \(image.width)×\(image.height) image")
        }
        let lineBytes = image.width * 4 + 1
        let rowsPerStrip = max(1, stripBytes / lineBytes)
        let stripCount = (image.height + rowsPerStrip - 1) / rowsPerStrip
        let strips = StripResults(count: stripCount)
        image.pixels.withUnsafeBufferPointer { pixels in
            let address = UInt(bitPattern: pixels.baseAddress!)  // read-only while the strips run
            DispatchQueue.concurrentPerform(iterations: stripCount) { index in
                let base = UnsafePointer<UInt8>(bitPattern: address)!
                let first = index * rowsPerStrip
                let rows = min(rowsPerStrip, image.height - first)
                var output: UnsafeMutablePointer<UInt8>? = nil
                var size = 0
                var adler: UInt32 = 0
                var message = [CChar](repeating: 0, count: 256)
                let status = nhs_png_encode_rows(base, UInt32(image.width), UInt32(first), UInt32(rows),
                                                 index == stripCount - 1 ? 1 : 0, &output, &size, &adler,
                                                 &message, message.count)
                defer { if let output { nhs_shim_free(output) } }
                if status == 0, let output {
                    strips.set(index, .success((Data(bytes: output, count: size), adler, rows * lineBytes)))
                } else {
                    strips.set(index, .failure(RasterError.encodingFailed(reason: "zlib: " + shimMessage(message))))
                }
            }
        }
        return assemble(width: image.width, height: image.height, strips: try strips.collect())
    }

    /// Encodes a picture of `width × height` pixels whose rows are drawn on demand: `rows(range)`
    /// returns those rows' RGBA bytes. Rows are asked for a few at a time, from several threads,
    /// so the whole picture is never in memory; the bytes are the same as encoding it whole.
    static func encode(width: Int, height: Int, rows: @escaping @Sendable (Range<Int>) -> [UInt8]) throws -> Data {
        guard width > 0, height > 0, width <= Int(UInt32.max / 4) else {
            throw RasterError.encodingFailed(reason: "cannot encode a \(width)×\(height) image")
        }
        let lineBytes = width * 4 + 1
        let rowsPerStrip = max(1, stripBytes / lineBytes)
        let stripCount = (height + rowsPerStrip - 1) / rowsPerStrip
        let chunkRows = max(1, (256 << 10) / (width * 4))
        let strips = StripResults(count: stripCount)
        DispatchQueue.concurrentPerform(iterations: stripCount) { index in
            let first = index * rowsPerStrip, count = min(rowsPerStrip, height - first)
            strips.set(index, Result { () throws(RasterError) in
                try encodeStrip(width: width, rows: first..<(first + count), last: index == stripCount - 1,
                                chunkRows: chunkRows, source: rows)
            })
        }
        return assemble(width: width, height: height, strips: try strips.collect())
    }

    /// One strip of a picture drawn on demand, through the incremental run encoder.
    private static func encodeStrip(width: Int, rows: Range<Int>, last: Bool, chunkRows: Int,
                                    source: (Range<Int>) -> [UInt8]) throws(RasterError) -> StripResults.Strip {
        let rowBytes = width * 4
        guard let encoder = nhs_run_encoder_start(UInt32(width), UInt32(rows.count), last ? 1 : 0) else {
            throw RasterError.encodingFailed(reason: "out of memory while encoding")
        }
        var above: [UInt8]? = rows.lowerBound > 0 ? source((rows.lowerBound - 1)..<rows.lowerBound) : nil
        var row = rows.lowerBound
        while row < rows.upperBound {
            let count = min(chunkRows, rows.upperBound - row)
            let chunk = source(row..<(row + count))
            guard chunk.count == count * rowBytes, above.map({ $0.count == rowBytes }) ?? true else {
                nhs_run_encoder_discard(encoder)
                throw RasterError.encodingFailed(reason: "rows \(row)..<\(row + count) came back with \(chunk.count) bytes")
            }
            let status = chunk.withUnsafeBufferPointer { rowsPointer in
                guard let above else { return nhs_run_encoder_add(encoder, rowsPointer.baseAddress, UInt32(count), nil) }
                return above.withUnsafeBufferPointer { nhs_run_encoder_add(encoder, rowsPointer.baseAddress, UInt32(count), $0.baseAddress) }
            }
            guard status == 0 else {
                nhs_run_encoder_discard(encoder)
                throw RasterError.encodingFailed(reason: "out of memory while encoding")
            }
            above = Array(chunk[((count - 1) * rowBytes)...])
            row += count
        }
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var adler: UInt32 = 0
        guard nhs_run_encoder_finish(encoder, &output, &size, &adler) == 0, let output else {
            throw RasterError.encodingFailed(reason: "out of memory while encoding")
        }
        defer { nhs_shim_free(output) }
        return (Data(bytes: output, count: size), adler, rows.count * (rowBytes + 1))
    }

    /// The PNG file: signature, header, the strips joined into one zlib stream, end.
    private static func assemble(width: Int, height: Int, strips: [StripResults.Strip]) -> Data {
        var stream = Data([0x78, 0x01])
        var adler: UInt32 = 1
        for strip in strips {
            stream.append(strip.data)
            adler = nhs_adler32_combine(adler, strip.adler, strip.length)
        }
        appendBigEndian(adler, to: &stream)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header.append(contentsOf: [8, 6, 0, 0, 0])  // 8-bit RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        var offset = 0
        repeat {  // IDAT chunks of at most 1 GiB
            let end = min(stream.count, offset + (1 << 30))
            appendChunk("IDAT", stream.subdata(in: offset..<end), to: &png)
            offset = end
        } while offset < stream.count
        appendChunk("IEND", Data(), to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ body: Data, to png: inout Data) {
        appendBigEndian(UInt32(body.count), to: &png)
        let typed = Data(type.utf8) + body
        png.append(typed)
        let crc = typed.withUnsafeBytes { raw in
            nhs_crc32(0, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
        appendBigEndian(crc, to: &png)
    }

    private static func appendBigEndian(_ value: UInt32, to data: inout Data) {
        withUnsafeBytes(of: value.bigEndian) { data.append(contentsOf: $0) }
    }
}

/// Per-strip results written from several threads.
private final class StripResults: @unchecked Sendable {
    typealias Strip = (data: Data, adler: UInt32, length: Int)
    private let lock = NSLock()
    private var slots: [Result<Strip, RasterError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<Strip, RasterError>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func collect() throws -> [Strip] {
        lock.lock()
        defer { lock.unlock() }
        return try slots.map { slot in
            guard let slot else { throw RasterError.encodingFailed(reason: "a strip was not compressed") }
            return try slot.get()
        }
    }
}
