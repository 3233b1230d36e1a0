import Bitmaps
import Foundation
import Testing
import PixelDiff

/// Fixture triples under `Fixtures/`: `NAME-a.pam`, `NAME-b.pam` and the expected `NAME-diff.pam`
/// (plus `NAME-composite.pam` for one scene).
/// The inputs are drawn in code (``FixtureScenes``); the stored files make the expected diffs
/// reviewable. Set `PIXELDIFF_REGENERATE_FIXTURES=1` to rewrite all three files of every scene.
@Suite struct FixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let regenerate = ProcessInfo.processInfo.environment["PIXELDIFF_REGENERATE_FIXTURES"] == "1"

    @Test(arguments: FixtureScenes.all.map(\.name))
    func diffImageMatchesTheStoredFixture(name: String) throws {
        let scene = try #require(FixtureScenes.all.first { $0.name == name })
        var options = scene.options
        options.makesDiffImage = true
        if Self.regenerate {
            let result = compare(scene.expected, scene.actual, options: options)
            try write(scene.expected, "\(name)-a.pam")
            try write(scene.actual, "\(name)-b.pam")
            try write(try #require(result.diffImage), "\(name)-diff.pam")
            if scene.storesComposite {
                try write(makeComposite(expected: scene.expected, actual: scene.actual, result: result), "\(name)-composite.pam")
            }
        }
        let expected = try read("\(name)-a.pam"), actual = try read("\(name)-b.pam")
        #expect(expected == scene.expected, "stored input a differs from the scene; regenerate the fixtures")
        #expect(actual == scene.actual, "stored input b differs from the scene; regenerate the fixtures")
        let result = compare(expected, actual, options: options)
        let storedDiff = try read("\(name)-diff.pam")
        #expect(result.diffImage == storedDiff, "diff image of \(name) no longer matches \(name)-diff.pam")
        #expect(result.differingPixels == scene.differingPixels, "\(result.summary)")
        #expect(result.antialiasedPixels == scene.antialiasedPixels, "\(result.summary)")
        if scene.storesComposite {
            let storedComposite = try read("\(name)-composite.pam")
            #expect(makeComposite(expected: expected, actual: actual, result: result) == storedComposite)
        }
    }

    private func read(_ file: String) throws -> Bitmap {
        let url = Self.folder.appendingPathComponent(file)
        return try PortableArbitraryMap.decode(try Data(contentsOf: url), name: file)
    }

    private func write(_ image: Bitmap, _ file: String) throws {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try PortableArbitraryMap.encode(image).write(to: Self.folder.appendingPathComponent(file), options: .atomic)
    }
}

/// The scenes behind the fixtures, with the counts a reviewer checked by eye.
struct FixtureScene: Sendable {
    let name: String
    let expected: Bitmap
    let actual: Bitmap
    let options: CompareOptions
    let differingPixels: Int
    let antialiasedPixels: Int
    /// Whether the labelled composite is stored too (one scene is enough to pin the layout).
    var storesComposite = false
}

enum FixtureScenes {
    static let all: [FixtureScene] = [
        // A disc moved 1 px right: its antialiased rim turns yellow; two pixels at each side's
        // widest point, where the rim is steepest, stay red.
        {
            let disc = TestImages.disc(width: 40, height: 32, centreX: 19, centreY: 16, radius: 10, colour: RGBA8(hex: 0x005EB8))
            return FixtureScene(name: "disc-shift", expected: disc, actual: TestImages.shiftedRight(disc, by: 1),
                                options: CompareOptions(ignoreAntialiasing: true), differingPixels: 4, antialiasedPixels: 84)
        }(),
        // The system-blue bar tinted: visible, so every bar pixel is red at the perceptual threshold.
        FixtureScene(name: "blue-tint", expected: TestImages.card(), actual: TestImages.card(bar: RGBA8(hex: 0x1E8CFF)),
                     options: .perceptual, differingPixels: 448, antialiasedPixels: 0),
        // "Card" → "Cord": the glyphs a and o differ in six cells (one in row 3, four in row 4, one in row 6).
        FixtureScene(name: "text-change", expected: TestImages.card(text: "Card"), actual: TestImages.card(text: "Cord"),
                     options: .exact, differingPixels: 6, antialiasedPixels: 0),
        // The card grew 6 px: in the overlap, four rows of page became card (56 × 4), and the six
        // new rows (64 × 6) are only in one image: 608.
        FixtureScene(name: "size-change", expected: TestImages.card(height: 40), actual: TestImages.card(height: 46),
                     options: .exact, differingPixels: 608, antialiasedPixels: 0, storesComposite: true),
    ]
}
