import CCodecShims
import Dispatch
import Foundation

/// A PNG encoder for pictures that are looked at and thrown away (diff images, composites), not
/// stored as goldens: rows filtered with "Up" and deflated by a run encoder (fixed Huffman codes,
/// matches one byte or one pixel back; see png_runs.c) in strips of about 4 MB that are
/// compressed on every core and joined into one zlib stream. On a 9408×2200 composite it is
/// more than ten times faster than ``PNGCodec/encode(_:library:)`` (zlib level 3, adaptive filters)
/// for a file about twice as large. The strips depend only on the image's width, never on the
/// number of cores, so the same pixels always give the same bytes.
enum QuickPNGEncoder {
    /// Raw bytes (filter byte + row) per strip, at least one row.
    static let stripBytes = 4 << 20

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
        var stream = Data([0x78, 0x01])
        var adler: UInt32 = 1
        for strip in try strips.collect() {
            stream.append(strip.data)
            adler = nhs_adler32_combine(adler, strip.adler, strip.length)
        }
        appendBigEndian(adler, to: &stream)
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
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
