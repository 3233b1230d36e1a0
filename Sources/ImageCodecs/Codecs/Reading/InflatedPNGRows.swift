/// Rows of an 8-bit RGBA, non-interlaced PNG whose image data was inflated whole by libdeflate
/// (`PNGChunkLayout.inflate`, about twice zlib's speed) and is unfiltered a batch of rows at a time
/// as they are lent (`PNGUnfilter`, several times libpng's byte-at-a-time loops): the fast path of
/// `PNGRowReader` for the files the project writes, taken only when the filtered rows fit in
/// `PNGRowReader.wholeInflationBytes`, so the memory held stays bounded. The file was checked whole
/// before any row is lent (CRCs of the critical chunks, the stream filling the rows exactly, every
/// filter type), so `finish()` has nothing left to find.
final class InflatedPNGRows: PNGRowSupply {
    private let rowBytes: Int
    private let height: Int
    /// The filtered rows, each after its filter type byte.
    private let filtered: UnsafeMutablePointer<UInt8>
    /// The rows of the batch being lent, unfiltered, and one row before them: the last row of the
    /// batch before (zeros before the first row), which the next batch's first row is made from.
    private let batch: UnsafeMutablePointer<UInt8>
    private let batchRows: Int
    /// Rows unfiltered so far, and how many of them were lent.
    private var made = 0, lent = 0
    /// Rows of the current batch, which starts at row `made - batchFilled`.
    private var batchFilled = 0

    /// The most rows unfiltered at once.
    static let maxBatchRows = 64

    /// The rows of `file`, or nil when the file is not an 8-bit RGBA, non-interlaced PNG this
    /// path can read, its filtered rows are over `maxBytes`, or its image data is damaged: libpng
    /// then reads it, and says what is wrong.
    init?(file bytes: UnsafeBufferPointer<UInt8>, maxBytes: Int) {
        guard let layout = PNGChunkLayout(bytes), let count = layout.filteredByteCount, count <= maxBytes else { return nil }
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        guard layout.inflate(bytes, into: memory) else {
            memory.deallocate()
            return nil
        }
        filtered = memory
        rowBytes = layout.width * 4
        height = layout.height
        batchRows = min(Self.maxBatchRows, layout.height)
        batch = .allocate(capacity: (batchRows + 1) * rowBytes)
        batch.initialize(repeating: 0, count: rowBytes)
    }

    deinit {
        filtered.deallocate()
        batch.deallocate()
    }

    func lend(maxRows: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws -> Int {
        if lent == made {
            guard made < height else { return 0 }
            fillBatch()
        }
        let first = lent - (made - batchFilled)
        let given = min(max(1, maxRows), made - lent)
        try body(UnsafeRawBufferPointer(start: batch + (1 + first) * rowBytes, count: given * rowBytes), given)
        lent += given
        return given
    }

    func finish() throws {}

    /// Unfilters the next batch of rows after the last row of the one before.
    private func fillBatch() {
        if batchFilled > 0 { batch.update(from: batch + batchFilled * rowBytes, count: rowBytes) }
        let count = min(batchRows, height - made)
        for index in 0..<count {
            let source = filtered + (made + index) * (rowBytes + 1)
            _ = PNGUnfilter.unfilter(source[0], filtered: source + 1, above: batch + index * rowBytes, rowBytes: rowBytes,
                                     into: batch + (index + 1) * rowBytes)
        }
        made += count
        batchFilled = count
    }
}
