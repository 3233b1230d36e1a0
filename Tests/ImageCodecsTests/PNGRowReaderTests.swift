import Bitmaps
import Foundation
@testable import ImageCodecs
import Testing

/// `PNGRowReader` gives, row by row, exactly what the whole decoder (`PNGCodec.decode`) gives.
@Suite struct PNGRowReaderTests {
    /// Every row of `reader`, read `maxRows` at a time, joined.
    private func allRows(_ reader: PNGRowReader, maxRows: Int = 7) throws -> [UInt8] {
        var joined: [UInt8] = []
        while try reader.read(maxRows: maxRows, { rows, count in
            #expect(rows.count == count * reader.width * 4)
            #expect(count >= 1 && count <= maxRows)
            joined += rows
        }) > 0 {}
        try reader.finish()
        return joined
    }

    /// Checks the reader against the whole decoder on `data`, in several chunk sizes and row counts,
    /// with the fast path for 8-bit RGBA files allowed and not.
    private func expectSameAsWholeDecoder(_ data: Data, streamed: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let whole = try PNGCodec.decode(data, name: "fixture")
        for (chunkBytes, maxRows) in [(1, 1), (13, 3), (4096, 1000), (PNGRowReader.defaultChunkBytes, 64), (100, 200)] {
            let reader = try PNGRowReader(data, name: "fixture", chunkBytes: chunkBytes,
                                          wholeInflationBytes: maxRows == 64 ? PNGRowReader.defaultWholeInflationBytes : 0)
            #expect(reader.width == whole.width && reader.height == whole.height, sourceLocation: sourceLocation)
            #expect((reader.wholeImageReason == nil) == streamed, sourceLocation: sourceLocation)
            #expect(try allRows(reader, maxRows: maxRows) == whole.pixels,
                    "chunks of \(chunkBytes) bytes, \(maxRows) rows at a time", sourceLocation: sourceLocation)
            #expect(reader.rowsRead == whole.height, sourceLocation: sourceLocation)
        }
    }

    /// `height` rows of `rowBytes` pseudo-random bytes (any byte is a valid sample or packed index).
    private func noiseRows(_ rowBytes: Int, _ height: Int, seed: UInt64) -> [[UInt8]] {
        var noise = TestImages.Noise(seed: seed)
        return (0..<height).map { y in
            // Runs and repeats as well as noise, so every filter has something to predict.
            (0..<rowBytes).map { x in x % 11 < 4 ? UInt8(truncatingIfNeeded: x * 3 + y) : noise.next() }
        }
    }

    @Test(arguments: PNGRowFilter.allCases)
    func everyFilterOfTheProjectsOwnFiles(filter: PNGRowFilter) throws {
        for image in [TestImages.pattern(), TestImages.card()] {
            let data = try PNGCodec.encode(image, settings: PNGEncodingSettings(writer: .libpng, level: 6, filter: filter))
            try expectSameAsWholeDecoder(data)
            #expect(try allRows(PNGRowReader(data, name: "x")) == image.pixels)
        }
    }

    /// libpng's filter masks, none to Paeth and all of them.
    static let filterMasks: [Int32] = [0x08, 0x10, 0x20, 0x40, 0x80, 0xf8]

    @Test(arguments: filterMasks)
    func everyColourTypeAndDepthUnderEveryFilter(filters: Int32) throws {
        let width = 19, height = 23
        let cases: [(PNGFixtures.ColorType, Int32, Int)] = [
            (.grey, 1, 1), (.grey, 2, 1), (.grey, 4, 1), (.grey, 8, 1), (.grey, 16, 1),
            (.rgb, 8, 3), (.rgb, 16, 3), (.greyAlpha, 8, 2), (.greyAlpha, 16, 2), (.rgba, 8, 4), (.rgba, 16, 4),
            (.palette, 1, 1), (.palette, 2, 1), (.palette, 4, 1), (.palette, 8, 1),
        ]
        for (index, (colour, depth, channels)) in cases.enumerated() {
            let rowBytes = (width * channels * Int(depth) + 7) / 8
            let entries = colour == .palette ? 1 << Int(depth) : 0
            let palette = (0..<entries).map { (UInt8(truncatingIfNeeded: $0 * 37), UInt8(truncatingIfNeeded: $0 * 91), UInt8(255 - $0)) }
            let transparency = (0..<min(entries, 5)).map { UInt8($0 * 60) }
            let data = PNGFixtures.encode(width: width, height: height, colorType: colour, bitDepth: depth,
                                          rows: noiseRows(rowBytes, height, seed: UInt64(index + 1)),
                                          palette: palette, transparency: transparency, filters: filters)
            try expectSameAsWholeDecoder(data)
        }
    }

    @Test func greyWithAColourKey() throws {
        let data = PNGFixtures.encode(width: 5, height: 4, colorType: .grey, bitDepth: 8, rows: noiseRows(5, 4, seed: 9),
                                      greyKey: 20)
        try expectSameAsWholeDecoder(data)
    }

    @Test func interlacedFilesAreDecodedWholeAndSaySo() throws {
        for (colour, depth, channels) in [(PNGFixtures.ColorType.rgba, Int32(8), 4), (.grey, 4, 1), (.rgb, 16, 3)] {
            let rowBytes = (33 * channels * Int(depth) + 7) / 8
            let data = PNGFixtures.encode(width: 33, height: 29, colorType: colour, bitDepth: depth,
                                          rows: noiseRows(rowBytes, 29, seed: 3), interlaced: true)
            try expectSameAsWholeDecoder(data, streamed: false)
            let reader = try PNGRowReader(data, name: "fixture")
            #expect(reader.wholeImageReason?.contains("Adam7-interlaced") == true)
        }
    }

    @Test func aFileIsReadAsItsBytesAre() throws {
        let image = TestImages.card(width: 120, height: 400)
        let data = try PNGCodec.encode(image)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("row-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("card.png")
        try data.write(to: file)
        for wholeInflationBytes in [0, PNGRowReader.defaultWholeInflationBytes] {
            let reader = try PNGRowReader(contentsOf: file, chunkBytes: 100, wholeInflationBytes: wholeInflationBytes)
            #expect(try allRows(reader, maxRows: 50) == image.pixels)
        }
    }

    @Test func theFastPathLendsRowsAcrossItsBatchesInAnyCounts() throws {
        // Taller than a batch, every filter, read in counts that cross the batches' edges.
        let image = TestImages.noise(width: 29, height: 3 * InflatedPNGRows.maxBatchRows + 5)
        for filter in PNGRowFilter.allCases {
            let data = try PNGCodec.encode(image, settings: PNGEncodingSettings(writer: .libdeflate, level: 6, filter: filter))
            for maxRows in [1, 5, 63, 64, 65, 1_000] {
                #expect(try allRows(PNGRowReader(data, name: "noise.png"), maxRows: maxRows) == image.pixels, "\(filter), \(maxRows)")
            }
        }
    }

    @Test func aFileOverTheBudgetIsStreamedAndOneWithinItIsNot() throws {
        let image = TestImages.card(width: 60, height: 50)
        let data = try PNGCodec.encode(image)
        let filteredBytes = (60 * 4 + 1) * 50
        for budget in [filteredBytes - 1, filteredBytes] {
            let reader = try PNGRowReader(data, name: "card.png", chunkBytes: 64, wholeInflationBytes: budget)
            var batches = 0
            #expect(try allRowsCounting(reader, batches: &batches) == image.pixels)
            // Streamed, libpng lends the few rows a 64-byte chunk completes; inflated, up to a batch.
            #expect((batches == 1) == (budget == filteredBytes), "budget \(budget): \(batches) batches")
        }
    }

    /// Every row of `reader`, asked for all at once each time, counting the batches lent.
    private func allRowsCounting(_ reader: PNGRowReader, batches: inout Int) throws -> [UInt8] {
        var joined: [UInt8] = []
        while try reader.read(maxRows: .max, { rows, _ in joined += rows }) > 0 { batches += 1 }
        try reader.finish()
        return joined
    }

    @Test func aBlankTallPageComesAChunkAtATimeNeverWhole() throws {
        // A flat page compresses about 1,000:1 (the worst case), so one chunk holds the most rows.
        let image = Bitmap(width: 1_179, height: 8_000, red: 240, green: 244, blue: 245, alpha: 255)
        let reader = try PNGRowReader(try PNGCodec.encode(image), name: "blank")
        var batches: [Int] = []
        while try reader.read(maxRows: .max, { _, count in batches.append(count) }) > 0 {}
        try reader.finish()
        #expect(batches.reduce(0, +) == 8_000)
        let largest = (batches.max() ?? 0) * 1_179 * 4
        #expect(largest <= 1_100 * PNGRowReader.defaultChunkBytes, "\(largest) bytes of rows from one chunk")
        #expect(batches.count > 1)
    }

    @Test func aTruncatedFileNamesItselfAndSaysSo() throws {
        let data = try PNGCodec.encode(TestImages.card())
        let cut = data.prefix(data.count / 2)
        let reader = try PNGRowReader(cut, name: "cut.png", chunkBytes: 512)
        #expect {
            while try reader.read(maxRows: 10, { _, _ in }) > 0 {}
        } throws: { error in
            "\(error)".hasPrefix("cut.png: ") && "\(error)".contains("truncated")
        }
    }

    @Test func aFileWithoutItsEndFailsToFinish() throws {
        let data = try PNGCodec.encode(TestImages.pattern())
        let withoutEnd = data.prefix(data.count - 12) // the IEND chunk
        #expect(throws: (any Error).self) { try PNGCodec.decode(withoutEnd, name: "x") }
        let reader = try PNGRowReader(withoutEnd, name: "no-end.png")
        #expect { try reader.finish() } throws: { "\($0)".hasPrefix("no-end.png: ") && "\($0)".contains("truncated") }
    }

    @Test func damagedImageDataFailsAsTheWholeDecoderDoes() throws {
        var bytes = [UInt8](try PNGCodec.encode(TestImages.card()))
        bytes[60] ^= 0x5a // inside the first IDAT: its CRC no longer matches
        let data = Data(bytes)
        #expect(throws: ImageCodecError.self) { try PNGCodec.decode(data, name: "damaged.png") }
        #expect {
            let reader = try PNGRowReader(data, name: "damaged.png")
            try reader.finish()
        } throws: { "\($0)".hasPrefix("damaged.png: corrupt PNG") }
    }

    @Test func headersAreCheckedBeforeAnyImageData() throws {
        #expect(throws: ImageCodecError.imageTooLarge(name: "huge.png", width: 100_000, height: 100_000,
                                                      limit: ImageLimits.standard.summary)) {
            try PNGRowReader(PNGFixtures.headerOnly(width: 100_000, height: 100_000), name: "huge.png")
        }
        #expect(throws: ImageCodecError.badImage(name: "empty.png", reason: "the file is empty")) {
            try PNGRowReader(Data(), name: "empty.png")
        }
        #expect(throws: ImageCodecError.badImage(name: "page.html", reason: "not a PNG (no PNG signature)")) {
            try PNGRowReader(Data("<html><body>no</body></html>".utf8), name: "page.html")
        }
        #expect(throws: ImageCodecError.fileNotFound(path: "/no/such/golden.png")) {
            try PNGRowReader(contentsOf: URL(fileURLWithPath: "/no/such/golden.png"))
        }
    }
}
