import Foundation

/// A PNG read a few rows at a time, top to bottom, as straight RGBA8: the rows `PNGCodec.decode`
/// gives for the same file, without holding the decoded image. Every colour type, bit depth and
/// palette the whole decoder accepts comes out the same; the memory is bounded whatever the
/// image's height (see ``defaultChunkBytes`` and ``defaultWholeInflationBytes``).
///
/// 1. The file's first 33 bytes are read: the signature and the IHDR header, checked against
///    `limits` before any image data is read.
/// 2. 8-bit RGBA, not interlaced, and its filtered rows no more than `wholeInflationBytes` (the
///    files the project writes): the rest of the file is read, its image data inflated by
///    libdeflate in one call and unfiltered a few rows at a time as they are lent
///    (`InflatedPNGRows`), about twice as fast as libpng. A file that path cannot read whole and
///    well (damaged, an unknown critical chunk) goes to step 3, which decodes it or says why not.
/// 3. Otherwise, not interlaced: libpng's progressive reader decodes the rest a chunk of
///    `chunkBytes` at a time, with the whole decoder's transformations (`StreamedPNGRows`); the
///    memory is one chunk of the file and the rows it completes.
/// 4. Adam7-interlaced: its rows come in seven passes, each a sparse subset of the image, so no row
///    is final before the last pass; the file is decoded whole (`PNGCodec.decode`) and its rows
///    lent from there. `wholeImageReason` says so.
/// 5. ``finish()`` reads what follows the last row and throws unless the file ends properly.
///
/// Errors are `ImageCodecError`s naming the file (or the name given) and saying what is wrong.
public final class PNGRowReader {
    /// A chunk size that keeps the memory small and the calls into libpng few: 16 KiB. Deflate
    /// expands at most about 1,032 times, so a chunk completes at most about 16.5 MB of rows (a
    /// blank page's), less than one 4,096-row band of a 1,179 px page; 5 MB of golden is 320 calls.
    public static let defaultChunkBytes = 1 << 14

    /// The most bytes of filtered rows (`(4 × width + 1) × height`) inflated at once by the fast
    /// path for 8-bit RGBA files: 16 MiB, more than the tallest golden a phone screen gives at 3x
    /// (about 8 MiB), so those are read fast, while a page of any height still costs bounded memory.
    public static let defaultWholeInflationBytes = 16 << 20

    /// The image's width in pixels.
    public let width: Int
    /// The image's height in pixels.
    public let height: Int
    /// Nil when the rows are decoded as the file is read; otherwise why the whole image is decoded
    /// first (an interlaced file).
    public let wholeImageReason: String?
    /// How many rows have been read so far.
    public private(set) var rowsRead = 0
    private let name: String
    private let supply: any PNGRowSupply

    /// A reader of the PNG file at `url`, read `chunkBytes` at a time.
    ///
    /// - Throws: `ImageCodecError` naming the file when it is missing, unreadable, over
    ///   `limits.maxFileBytes`, not a PNG, or declares more pixels than `limits` allow.
    public convenience init(contentsOf url: URL, limits: ImageLimits = .standard, chunkBytes: Int = defaultChunkBytes,
                            wholeInflationBytes: Int = defaultWholeInflationBytes) throws {
        let source = try FileByteSource(url)
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limits.maxFileBytes {
            throw ImageCodecError.fileAccess(
                path: url.path,
                reason: "is \(size) bytes, over the limit of \(limits.maxFileBytes) bytes for an image file; refused before reading")
        }
        try self.init(source: source, limits: limits, chunkBytes: chunkBytes, wholeInflationBytes: wholeInflationBytes)
    }

    /// A reader of the PNG bytes `data`, named `name` in errors, handed to libpng `chunkBytes` at a
    /// time unless the fast path for 8-bit RGBA reads it (`wholeInflationBytes`; 0 never).
    public convenience init(_ data: Data, name: String, limits: ImageLimits = .standard, chunkBytes: Int = defaultChunkBytes,
                            wholeInflationBytes: Int = defaultWholeInflationBytes) throws {
        try self.init(source: DataByteSource(data, name: name), limits: limits, chunkBytes: chunkBytes,
                      wholeInflationBytes: wholeInflationBytes)
    }

    init(source: any PNGByteSource, limits: ImageLimits, chunkBytes: Int, wholeInflationBytes: Int) throws {
        var start = [UInt8](repeating: 0, count: PNGFileHeader.byteCount)
        var filled = 0
        while filled < start.count {
            let count = try start.withUnsafeMutableBytes { try source.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[filled...])) }
            if count == 0 { break }
            filled += count
        }
        start.removeLast(start.count - filled)
        let header = try PNGFileHeader(start, name: source.name)
        try limits.check(width: header.width, height: header.height, name: source.name)
        width = header.width
        height = header.height
        name = source.name
        if header.interlaced {
            wholeImageReason = "the PNG is Adam7-interlaced: its rows come in seven passes, none final before the last, "
                + "so the whole image is decoded first"
            let data = Data(start) + (try source.readRest())
            supply = DecodedPNGRows(try PNGCodec.decode(data, name: source.name, limits: limits))
        } else {
            wholeImageReason = nil
            let (filteredBytes, overflow) = (header.width * 4 + 1).multipliedReportingOverflow(by: header.height)
            if header.bitDepth == 8, header.colourType == 6, !overflow, filteredBytes <= wholeInflationBytes {
                let rest = try source.readRest()
                let file = start + [UInt8](rest)
                if let inflated = file.withUnsafeBufferPointer({ InflatedPNGRows(file: $0, maxBytes: wholeInflationBytes) }) {
                    supply = inflated
                } else {
                    supply = try StreamedPNGRows(source: DataByteSource(rest, name: source.name), start: start,
                                                 width: header.width, chunkBytes: chunkBytes)
                }
            } else {
                supply = try StreamedPNGRows(source: source, start: start, width: header.width, chunkBytes: chunkBytes)
            }
        }
    }

    /// Lends the next rows, at least one and at most `maxRows`: `body` gets `count × width × 4`
    /// bytes, valid during the call only, and the count. Returns the count; 0 once every row has
    /// been read.
    ///
    /// - Throws: `ImageCodecError` naming the file when it is corrupt or ends before its last row.
    @discardableResult
    public func read(maxRows: Int, _ body: (_ rows: UnsafeRawBufferPointer, _ count: Int) throws -> Void) throws -> Int {
        guard rowsRead < height else { return 0 }
        let given = try supply.lend(maxRows: min(max(1, maxRows), height - rowsRead), body)
        guard given > 0 else {
            throw ImageCodecError.badImage(
                name: name, reason: "corrupt PNG: the file ends early (truncated) after \(rowsRead) of its \(height) rows")
        }
        rowsRead += given
        return given
    }

    /// Reads any rows not read yet, then what follows the last row; throws unless the file ends
    /// properly (with its IEND chunk).
    public func finish() throws {
        while rowsRead < height { try read(maxRows: height - rowsRead) { _, _ in } }
        try supply.finish()
    }
}
