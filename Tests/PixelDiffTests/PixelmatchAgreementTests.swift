import Bitmaps
import Foundation
import Testing
import PixelDiff

/// The antialiasing classification agrees pixel for pixel with pixelmatch (the C++ port
/// `pybind11-pixelmatch` 0.1.6, threshold 0, includeAA false) on a busy scene moved by 1 px.
///
/// `Fixtures/pixelmatch/agreement-{a,b}.pam` hold the inputs (drawn by ``AgreementScene``; rewritten
/// with `PIXELDIFF_REGENERATE_FIXTURES=1`), `agreement-mask.txt` pixelmatch's verdicts, one
/// character per pixel: `.` unchanged, `R` counted, `Y` antialiasing. `pixelmatch_mask.py` beside
/// them recomputes the mask.
@Suite struct PixelmatchAgreementTests {
    static let folder = FixtureTests.folder.appendingPathComponent("pixelmatch")

    @Test func antialiasingClassificationMatchesPixelmatch() throws {
        let scene = AgreementScene.make()
        if FixtureTests.regenerate {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try PortableArbitraryMap.encode(scene.a).write(to: Self.folder.appendingPathComponent("agreement-a.pam"))
            try PortableArbitraryMap.encode(scene.b).write(to: Self.folder.appendingPathComponent("agreement-b.pam"))
        }
        let a = try PortableArbitraryMap.decode(try Data(contentsOf: Self.folder.appendingPathComponent("agreement-a.pam")), name: "agreement-a.pam")
        let b = try PortableArbitraryMap.decode(try Data(contentsOf: Self.folder.appendingPathComponent("agreement-b.pam")), name: "agreement-b.pam")
        #expect(a == scene.a && b == scene.b, "the scene changed; regenerate the inputs and rerun pixelmatch_mask.py")
        let expected = try String(contentsOf: Self.folder.appendingPathComponent("agreement-mask.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)

        let result = compare(a, b, options: CompareOptions(ignoreAntialiasing: true, makesDiffImage: true))
        let image = try #require(result.diffImage)
        var mask: [String] = []
        for y in 0..<image.height {
            var row = ""
            for x in 0..<image.width {
                switch image[x: x, y: y] {
                case RGBA8(red: 255, green: 0, blue: 0): row += "R"
                case RGBA8(red: 255, green: 255, blue: 0): row += "Y"
                default: row += "."
                }
            }
            mask.append(row)
        }
        #expect(mask.count == expected.count)
        let disagreements = zip(mask, expected).enumerated().flatMap { y, rows in
            zip(rows.0, rows.1).enumerated().compactMap { x, pair in pair.0 == pair.1 ? nil : "\(x),\(y): ours \(pair.0), pixelmatch \(pair.1)" }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
        let counted = expected.joined().filter { $0 == "R" }.count, antialiased = expected.joined().filter { $0 == "Y" }.count
        #expect(result.differingPixels == counted && result.antialiasedPixels == antialiased)
        #expect(antialiased > 200 && counted > 20, "the scene exercises both outcomes")
    }
}

/// A busy 128×96 scene: softened bitmap text, antialiased discs and coloured specks, and the same
/// moved 1 px right with a few pixels recoloured.
enum AgreementScene {
    static func make() -> (a: Bitmap, b: Bitmap) {
        var a = Bitmap(width: 128, height: 96, filledWith: .white)
        BitmapFont.draw("Agree 42", into: &a, x: 4, y: 4, scale: 2, colour: RGBA8(hex: 0x1C1C1E))
        BitmapFont.draw("pixelmatch", into: &a, x: 4, y: 28, scale: 1, colour: RGBA8(hex: 0x005EB8))
        var generator = SplitMix(seed: 8)
        for _ in 0..<60 {
            let x = Int(generator.next() % 120), y = 44 + Int(generator.next() % 48)
            a.fill(x: x, y: y, width: 2, height: 2, with: RGBA8(red: generator.byte(), green: generator.byte(), blue: 180))
        }
        a = softened(a)
        for (index, radius) in [7.0, 10.5, 5.5].enumerated() {
            let disc = TestImages.disc(width: 30, height: 30, centreX: 15, centreY: 15.3, radius: radius, colour: RGBA8(hex: 0x007AFF))
            a.paste(disc, x: 36 + index * 30, y: 60)
        }
        var b = TestImages.shiftedRight(a, by: 1)
        for _ in 0..<25 {
            b[x: Int(generator.next() % 128), y: Int(generator.next() % 96)] = RGBA8(red: 10, green: generator.byte(), blue: generator.byte())
        }
        return (a, b)
    }

    /// A 2×2 box filter, so hard edges get a column of antialiasing.
    static func softened(_ image: Bitmap) -> Bitmap {
        var result = image
        for y in 0..<(image.height - 1) {
            for x in 0..<(image.width - 1) {
                let corners = [image[x: x, y: y], image[x: x + 1, y: y], image[x: x, y: y + 1], image[x: x + 1, y: y + 1]]
                func mean(_ channel: (RGBA8) -> UInt8) -> UInt8 { UInt8((corners.map { Int(channel($0)) }.reduce(0, +) + 2) / 4) }
                result[x: x, y: y] = RGBA8(red: mean(\.red), green: mean(\.green), blue: mean(\.blue), alpha: mean(\.alpha))
            }
        }
        return result
    }
}
