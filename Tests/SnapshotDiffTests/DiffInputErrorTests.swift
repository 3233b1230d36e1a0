import Foundation
import SnapshotDiff
import SnapshotTestSupport
import Testing

/// Every bad input to `diff` exits 2 with a message naming the file or value, and never crashes;
/// unusual but valid PNGs (16-bit, grey, palette) are decoded and compared correctly.
@Suite struct DiffInputErrorTests {
    let good = DiffPNG.rgba(width: 12, height: 6, DiffPNG.card())

    func expectInputError(_ run: DiffCLIRun, mentions fragments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.code == 2, "exit \(run.code): \(run.output) \(run.errors)", sourceLocation: sourceLocation)
        for fragment in fragments {
            #expect(run.errors.contains(fragment), "\"\(fragment)\" missing from: \(run.errors)", sourceLocation: sourceLocation)
        }
        #expect(!run.output.contains("differing pixels"), sourceLocation: sourceLocation)
    }

    @Test func aCorruptFileIsNamed() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        var corrupt = [UInt8](good)
        let idat = corrupt.count - 12 - 40  // inside the image data, before IEND
        for index in idat..<(idat + 8) { corrupt[index] ^= 0x5A }
        try folder.put(good, at: "a.png")
        try folder.put(Data(corrupt), at: "broken.png")
        expectInputError(DiffCLIRun.diff(["a.png", "broken.png"], in: folder.url), mentions: ["broken.png", "corrupt PNG"])
    }

    @Test func aTruncatedFileIsNamed() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(good, at: "a.png")
        try folder.put(good.prefix(good.count / 2), at: "half.png")
        expectInputError(DiffCLIRun.diff(["a.png", "half.png"], in: folder.url), mentions: ["half.png", "truncated"])
    }

    @Test func aFileThatIsNoPNGIsNamed() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(good, at: "a.png")
        try folder.put(Data("<html>Not found</html>".utf8), at: "page.png")
        expectInputError(DiffCLIRun.diff(["a.png", "page.png"], in: folder.url), mentions: ["page.png", "not a PNG"])
        try folder.put(Data(), at: "empty.png")
        expectInputError(DiffCLIRun.diff(["empty.png", "a.png"], in: folder.url), mentions: ["empty.png", "empty"])
    }

    @Test func anAbsurdHeaderIsRefusedBeforeDecoding() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(good, at: "a.png")
        try folder.put(DiffPNG.header(width: 100_000, height: 100_000), at: "huge.png")
        expectInputError(DiffCLIRun.diff(["a.png", "huge.png"], in: folder.url), mentions: ["huge.png", "100000×100000"])
    }

    @Test func missingPathsEmptyFoldersAndTheSamePathTwice() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(good, at: "a.png")
        try folder.put(good, at: "full/a.png")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try folder.put(Data("notes".utf8), at: "empty/readme.txt")
        expectInputError(DiffCLIRun.diff(["a.png", "nowhere.png"], in: folder.url), mentions: ["nowhere.png", "no such file"])
        expectInputError(DiffCLIRun.diff(["empty", "full"], in: folder.url), mentions: ["empty", "contains no .png files"])
        expectInputError(DiffCLIRun.diff(["a.png", "./a.png"], in: folder.url), mentions: ["the same path was given twice"])
        expectInputError(DiffCLIRun.diff(["a.png", "full"], in: folder.url), mentions: ["a.png", "full", "two files or two folders"])
    }

    @Test func usageErrorsExitTwoWithTheHelp() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        try folder.put(good, at: "a.png")
        try folder.put(good, at: "b.png")
        expectInputError(DiffCLIRun.diff([], in: folder.url), mentions: ["give the EXPECTED and the ACTUAL", "usage: nhs-snapshots diff"])
        expectInputError(DiffCLIRun.diff(["a.png", "b.png", "--threshold", "-1"], in: folder.url), mentions: ["--threshold \"-1\""])
        expectInputError(DiffCLIRun.diff(["a.png", "b.png", "--max-diff-ratio", "150%"], in: folder.url), mentions: ["150%"])
        expectInputError(DiffCLIRun.diff(["a.png", "b.png", "--format", "pdf"], in: folder.url), mentions: ["--format needs --report"])
        expectInputError(DiffCLIRun.diff(["a.png", "b.png", "--report", "r", "--format", "pdf"], in: folder.url), mentions: ["pdf"])
        expectInputError(DiffCLIRun.diff(["a.png", "b.png", "--colour"], in: folder.url), mentions: ["unknown option \"--colour\""])
        expectInputError(DiffCLIRun.diff(["git:", "b.png"], in: folder.url), mentions: ["names no revision"])
    }

    @Test func sixteenBitGreyAndPalettePNGsDecodeToTheSamePixels() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        // A 4×2 picture in four greys, written as 8-bit RGBA, 16-bit RGBA, 8-bit grey and 2-bit palette.
        let greys: [UInt8] = [0, 85, 170, 255, 255, 170, 85, 0]
        let rgba = greys.flatMap { grey -> [UInt8] in [grey, grey, grey, 255] }
        try folder.put(DiffPNG.rgba(width: 4, height: 2, rgba), at: "rgba.png")
        let sixteen = (0..<2).map { row in greys[(row * 4)..<(row * 4 + 4)].flatMap { grey -> [UInt8] in [grey, grey, grey, grey, grey, grey, 255, 255] } }
        try folder.put(DiffPNG.encode(width: 4, height: 2, colourType: .rgba, bitDepth: 16, rows: sixteen), at: "sixteen.png")
        let grey = (0..<2).map { row in Array(greys[(row * 4)..<(row * 4 + 4)]) }
        try folder.put(DiffPNG.encode(width: 4, height: 2, colourType: .grey, bitDepth: 8, rows: grey), at: "grey.png")
        let palette: [UInt8] = [0, 0, 0, 85, 85, 85, 170, 170, 170, 255, 255, 255]
        let indices = (0..<2).map { row -> [UInt8] in  // four 2-bit indices in one byte
            let values = greys[(row * 4)..<(row * 4 + 4)].map { UInt8($0 / 85) }
            return [values[0] << 6 | values[1] << 4 | values[2] << 2 | values[3]]
        }
        try folder.put(DiffPNG.encode(width: 4, height: 2, colourType: .palette, bitDepth: 2, rows: indices, palette: palette),
                       at: "palette.png")
        for other in ["sixteen.png", "grey.png", "palette.png"] {
            let run = DiffCLIRun.diff(["rgba.png", other], in: folder.url)
            #expect(run.code == 0, "\(other): \(run.output) \(run.errors)")
            #expect(run.output.contains("identical: 4x2, all 8 pixels have the same bytes"), "\(other): \(run.output)")
        }
        var changed = palette
        changed[3] = 90  // the second grey of the palette becomes reddish
        try folder.put(DiffPNG.encode(width: 4, height: 2, colourType: .palette, bitDepth: 2, rows: indices, palette: changed),
                       at: "changed.png")
        let run = DiffCLIRun.diff(["rgba.png", "changed.png"], in: folder.url)
        #expect(run.code == 1)
        #expect(run.output.contains("CHANGED changed.png: 2 of 8 pixels differ"), "\(run.output)")
    }
}
