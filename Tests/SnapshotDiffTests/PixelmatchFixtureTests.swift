import Bitmaps
import DiffReports
import Foundation
import SnapshotDiff
import PixelDiff
import SnapshotTestSupport
import Testing

/// `--metric pixelmatch` against pixelmatch 7.2.0's own test suite: every `diffTest` call of its
/// `test/test.js`, transcribed with its fixtures into `../shared/fixtures/pixelmatch/cases.json`
/// (beside this package), must give pixelmatch's count, the same count without a diff image,
/// and pixelmatch's diff image pixel for pixel.
@Suite struct PixelmatchFixtureTests {
    /// `../shared/fixtures/pixelmatch` next to the package root.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/fixtures/pixelmatch")

    struct Case: Decodable {
        struct Options: Decodable {
            var threshold: Double?
            var includeAA: Bool?
            var alpha: Double?
            var aaColor: [UInt8]?
            var diffColor: [UInt8]?
            var diffColorAlt: [UInt8]?
            var diffMask: Bool?
        }
        var a: String
        var b: String
        var options: Options
        var expected_mismatch: Int
        var diff: String

        var compareOptions: CompareOptions {
            func colour(_ channels: [UInt8]?) -> RGBA8? {
                channels.map { RGBA8(red: $0[0], green: $0[1], blue: $0[2]) }
            }
            var style = PixelmatchOptions()
            if let alpha = options.alpha { style.alpha = alpha }
            if let colour = colour(options.aaColor) { style.antialiasingColour = colour }
            if let colour = colour(options.diffColor) { style.differenceColour = colour }
            style.darkerColour = colour(options.diffColorAlt)
            style.diffMask = options.diffMask ?? false
            return .pixelmatch(threshold: options.threshold ?? PixelmatchOptions.defaultThreshold,
                               includeAA: options.includeAA ?? false, style: style)
        }
    }

    static func loadCases() throws -> [Case] {
        let file = folder.appendingPathComponent("cases.json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            Issue.record("pixelmatch's fixtures are missing: expected \(file.path) (../shared/fixtures/pixelmatch beside the package)")
            return []
        }
        return try JSONDecoder().decode([Case].self, from: Data(contentsOf: file))
    }

    static func image(_ name: String) throws -> Bitmap {
        let url = folder.appendingPathComponent(name)
        return try ImageCodec.png.decode(try Data(contentsOf: url), url.path)
    }

    @Test func everyCaseOfPixelmatchsOwnSuiteGivesItsCountAndItsDiffImage() throws {
        let cases = try Self.loadCases()
        try #require(cases.count == 12, "cases.json lists pixelmatch 7.2.0's 12 diffTest calls")
        for test in cases {
            let name = "\(test.a) vs \(test.b) \(test.options)"
            let expected = try Self.image(test.a), actual = try Self.image(test.b)
            var options = test.compareOptions
            let counted = compare(expected, actual, options: options)
            #expect(counted.differingPixels == test.expected_mismatch, "\(name): \(counted.summary)")
            options.makesDiffImage = true
            let drawn = compare(expected, actual, options: options)
            #expect(drawn.differingPixels == test.expected_mismatch, "\(name), with a diff image")
            let image = try #require(drawn.diffImage)
            let reference = try Self.image(test.diff)
            #expect(image.size == reference.size)
            if image != reference {
                var wrong = 0, first = ""
                for y in 0..<image.height { for x in 0..<image.width where image[x: x, y: y] != reference[x: x, y: y] {
                    if wrong == 0 { first = "\(x),\(y): ours \(image[x: x, y: y]), pixelmatch \(reference[x: x, y: y])" }
                    wrong += 1
                } }
                Issue.record("\(name): the diff image differs from \(test.diff) in \(wrong) pixels, first at \(first)")
            }
        }
    }

    @Test func theCommandLineCountsAsPixelmatchDoes() throws {
        _ = try Self.loadCases()
        let run = DiffCLIRun.diff(["1a.png", "1b.png", "--metric", "pixelmatch", "--threshold", "0.05"], in: Self.folder)
        #expect(run.code == 1, "\(run.errors)")
        #expect(run.output.hasSuffix("differing pixels: 143\n"), "\(run.output)")
        #expect(run.output.contains("threshold 0.05 pixelmatch YIQ"), "\(run.output)")
        let byDefault = DiffCLIRun.diff(["1a.png", "1b.png", "--metric", "pixelmatch"], in: Self.folder)
        #expect(byDefault.output.hasSuffix("differing pixels: 106\n"), "pixelmatch's default threshold 0.1: \(byDefault.output)")
        let withAA = DiffCLIRun.diff(["1a.png", "1b.png", "--metric", "pixelmatch", "--include-aa"], in: Self.folder)
        let counted = try #require(withAA.output.split(separator: "\n").last.flatMap { Int($0.split(separator: " ").last ?? "") })
        #expect(counted > 106, "with --include-aa the antialiasing pixels count too: \(withAA.output)")
    }
}

/// The parts of `--metric pixelmatch` that pixelmatch's fixtures do not reach.
@Suite struct PixelmatchMetricTests {
    @Test func translucentPixelsBlendOverThePatternOrOverWhite() {
        // Half-transparent black against transparent black, at byte offset 0 where the pattern
        // is (48, 48, 48): the difference is Y = −128·48/255, t ≈ 0.091; over white it is t ≈ 0.48.
        let a = Bitmap(width: 1, height: 1, filledWith: RGBA8(red: 0, green: 0, blue: 0, alpha: 128))
        let b = Bitmap(width: 1, height: 1, filledWith: RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(compare(a, b, options: .pixelmatch(threshold: 0.1)).differingPixels == 0)
        #expect(compare(a, b, options: .pixelmatch(threshold: 0.09)).differingPixels == 1)
        let overWhite = CompareOptions.pixelmatch(threshold: 0.45, style: PixelmatchOptions(checkerboard: false))
        #expect(compare(a, b, options: overWhite).differingPixels == 1)
        var lenient = overWhite
        lenient.threshold = 0.49
        #expect(compare(a, b, options: lenient).differingPixels == 0)
    }

    @Test func darkerPixelsTakeTheAlternativeColourAndTheMaskIsTransparent() throws {
        var a = Bitmap(width: 4, height: 1, filledWith: RGBA8(hex: 0x808080))
        var b = a
        b[x: 1, y: 0] = .black
        b[x: 3, y: 0] = .white
        a[x: 0, y: 0] = .white
        b[x: 0, y: 0] = .white
        let green = RGBA8(red: 0, green: 255, blue: 0)
        var options = CompareOptions.pixelmatch(includeAA: true, style: PixelmatchOptions(darkerColour: green, diffMask: true))
        options.makesDiffImage = true
        let result = compare(a, b, options: options)
        #expect(result.differingPixels == 2)
        let image = try #require(result.diffImage)
        #expect(image[x: 1, y: 0] == green, "darker in the actual image")
        #expect(image[x: 3, y: 0] == RGBA8(red: 255, green: 0, blue: 0), "lighter")
        #expect(image[x: 0, y: 0] == .clear && image[x: 2, y: 0] == .clear, "a mask shows only what counts")
    }

    @Test func optionsOutsidePixelmatchsRangesAreUsageErrors() {
        func message(_ arguments: [String]) -> String? {
            do { _ = try DiffRequest.parse(["a.png", "b.png"] + arguments); return nil } catch { return "\(error)" }
        }
        #expect(message(["--metric", "pixelmatch", "--threshold", "1.5"])?.contains("from 0 to 1") == true)
        #expect(message(["--metric", "pixelmatch", "--perceptual"])?.contains("--perceptual") == true)
        #expect(message(["--include-aa"])?.contains("--metric pixelmatch") == true)
        #expect(message(["--metric", "yiq"])?.contains("\"yiq\" is not one of ciede2000, cie94, cie76, pixelmatch") == true)
        #expect(message(["--metric", "cie94", "--threshold", "2.3"]) == nil)
        #expect(throws: CompareOptionsError.self) { try CompareOptions.pixelmatch(threshold: 2).validate() }
    }

    @Test func theDefaultMetricIsStillCIEDE2000() throws {
        let request = try #require(try DiffRequest.parse(["a.png", "b.png"]))
        #expect(request.options == .exact && request.options.pixelmatch == nil && request.options.metric == .ciede2000)
        let pixelmatch = try #require(try DiffRequest.parse(["a.png", "b.png", "--metric", "pixelmatch"]))
        #expect(pixelmatch.options == .pixelmatch())
        #expect(pixelmatch.options.threshold == 0.1 && pixelmatch.options.ignoreAntialiasing)
    }
}
