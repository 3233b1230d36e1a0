import Foundation

/// The `pixelRuns` writer a band at a time, with the bits of `PixelRunPNGCodec` for the whole
/// image. Rows are filtered as they come (the row above a band is kept from the band before) into
/// a block of the rows `PixelRunDeflate` puts in one DEFLATE block, after the last 4 bytes of the
/// block before (its runs may repeat them); each full block is written, its bytes passed on as
/// IDAT chunks, and its checksum added to the running Adler-32. Memory: one block (about 256 KiB)
/// and one row, whatever the image's height.
final class PixelRunRowStream: RowStreamEncoding {
    private let width: Int
    private let height: Int
    private let filter: PNGRowFilter
    private let cache: EncodedBlockCache
    private let chunks: ImageDataChunks
    private let rowBytes: Int
    private let rowLength: Int
    private let rowsPerBlock: Int
    /// 4 bytes of history, then up to `rowsPerBlock` filtered rows.
    private let block: UnsafeMutablePointer<UInt8>
    private var blockRows = 0
    private var history = 0
    private var spans: [PNGRowFiltering.NonZeroSpan] = []
    /// The last row of the band before, unfiltered.
    private let previousRow: UnsafeMutablePointer<UInt8>
    private var rowsDone = 0
    private var adler: UInt32 = 1
    private let output = DeflateOutput(capacity: 1 << 16)

    init(width: Int, height: Int, filter: PNGRowFilter, cache: EncodedBlockCache, chunks: ImageDataChunks) {
        self.width = width
        self.height = height
        self.filter = filter
        self.cache = cache
        self.chunks = chunks
        rowBytes = width * 4
        rowLength = rowBytes + 1
        rowsPerBlock = max(1, PixelRunDeflate.blockBytes / rowLength)
        block = .allocate(capacity: 4 + rowsPerBlock * rowLength)
        previousRow = .allocate(capacity: rowBytes)
        spans.reserveCapacity(rowsPerBlock)
        ZlibFraming.appendHeader(to: output)
    }

    deinit {
        block.deallocate()
        previousRow.deallocate()
    }

    func append(_ rows: UnsafePointer<UInt8>, count: Int) throws {
        var offset = 0
        while offset < count {
            let taken = min(count - offset, rowsPerBlock - blockRows)
            let first = rows + offset * rowBytes
            let above: UnsafePointer<UInt8>? = offset > 0 ? first - rowBytes : rowsDone > 0 ? UnsafePointer(previousRow) : nil
            spans += PNGRowFiltering.filterImage(first, rowBytes: rowBytes, height: taken, filter: filter,
                                                 into: block + 4 + blockRows * rowLength, above: above)
            blockRows += taken
            offset += taken
            rowsDone += taken
            if blockRows == rowsPerBlock || rowsDone == height { try writeBlock() }
        }
        if count > 0 { previousRow.update(from: rows + (count - 1) * rowBytes, count: rowBytes) }
    }

    func finish() throws {
        try chunks.finish()
    }

    /// Writes the rows held as one block (the last one when the image is complete).
    private func writeBlock() throws {
        let data = UnsafePointer(block + 4), count = blockRows * rowLength, final = rowsDone == height
        adler = Adler32.update(adler, data, count: count)
        PixelRunDeflate.writeBlocks(data, rowLength: rowLength, rows: blockRows, spans: spans, final: final, cache: cache,
                                    history: history, into: output)
        block.update(from: block + 4 + count - 4, count: 4)
        history = 4
        blockRows = 0
        spans.removeAll(keepingCapacity: true)
        if final { ZlibFraming.appendTrailer(adler: adler, to: output) }
        try output.drain { try chunks.append($0) }
    }
}
