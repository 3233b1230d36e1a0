import CCodecShims
import Foundation

/// Rows decoded by libpng's progressive reader as the file is read a chunk at a time: the memory
/// held is one chunk of the file and the rows it completes (a chunk of `n` bytes inflates to at most
/// about 1,032 `n` bytes of rows), whatever the image's height.
final class StreamedPNGRows: PNGRowSupply {
    private let reader: OpaquePointer
    private let source: any PNGByteSource
    private let rowBytes: Int
    private var chunk: [UInt8]
    /// Rows of libpng's current batch already lent.
    private var lent = 0
    private var sourceEnded = false
    private var failure: ImageCodecError?

    /// A supply of `width`-pixel rows from `source`, whose first bytes, `start`, were read already.
    init(source: any PNGByteSource, start: [UInt8], width: Int, chunkBytes: Int) throws {
        var message = [CChar](repeating: 0, count: 256)
        var made: OpaquePointer?
        guard nhs_png_reader_begin(&made, &message, message.count) == 0, let made else {
            throw ImageCodecError.badImage(name: source.name, reason: "libpng: " + shimMessage(message))
        }
        reader = made
        self.source = source
        rowBytes = width * 4
        chunk = [UInt8](repeating: 0, count: max(1, chunkBytes))
        try feed(start)
    }

    deinit { nhs_png_reader_free(reader) }

    func lend(maxRows: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws -> Int {
        var count = 0
        var rows = nhs_png_reader_rows(reader, &count)
        while lent == count {
            nhs_png_reader_clear_rows(reader)
            lent = 0
            guard try feedNextChunk() else { return 0 }
            rows = nhs_png_reader_rows(reader, &count)
        }
        guard let rows else { return 0 }
        let given = min(max(1, maxRows), count - lent)
        try body(UnsafeRawBufferPointer(start: rows + lent * rowBytes, count: given * rowBytes), given)
        lent += given
        return given
    }

    func finish() throws {
        while nhs_png_reader_finished(reader) == 0 {
            nhs_png_reader_clear_rows(reader)
            guard try feedNextChunk() else {
                throw ImageCodecError.badImage(name: source.name, reason: PNGErrorWording.explain("the file ends early (truncated)"))
            }
        }
    }

    /// Hands libpng the next chunk of the file; false when the file has ended (or libpng has read its end).
    private func feedNextChunk() throws -> Bool {
        if let failure { throw failure }
        guard !sourceEnded, nhs_png_reader_finished(reader) == 0 else { return false }
        let count = try chunk.withUnsafeMutableBytes { try source.read(into: $0) }
        guard count > 0 else {
            sourceEnded = true
            return false
        }
        try chunk.withUnsafeBufferPointer { try feed(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        return true
    }

    private func feed(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBufferPointer { try feed($0) }
    }

    private func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        var message = [CChar](repeating: 0, count: 256)
        guard nhs_png_reader_feed(reader, bytes.baseAddress, bytes.count, &message, message.count) == 0 else {
            let error = ImageCodecError.badImage(name: source.name, reason: PNGErrorWording.explain(shimMessage(message)))
            failure = error
            throw error
        }
    }
}
