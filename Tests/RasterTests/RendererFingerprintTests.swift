import Foundation
import ImageCodecs
import Raster
import Testing

@Suite struct RendererFingerprintTests {
    @Test func currentFingerprintNamesLibrariesAndHashesFonts() throws {
        let fingerprint = try Renderer.standard().fingerprint()
        for key in ["cairo", "pango", "harfbuzz", "freetype", "fontconfig", "pixman", "libpng", "libspng", "zlib", "png-library"] {
            let value = try #require(fingerprint.entries[key], "missing \(key)")
            #expect(value.first?.isNumber == true || key == "png-library", "\(key): \(value)")
        }
        let fonts = fingerprint.entries.filter { $0.key.hasPrefix("font ") }
        if ProcessInfo.processInfo.environment["NHS_FONT_DIR"] == nil {
            #expect(fingerprint.entries["main-family"] == "Open Sans")
            #expect(fonts.count == FontFiles.required.count)
        }
        #expect(fonts.values.allSatisfy { $0.count == 64 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func textFormIsSortedAndReadsBack() throws {
        let fingerprint = try Renderer.standard().fingerprint()
        let lines = fingerprint.text.split(separator: "\n").map(String.init)
        #expect(lines == lines.sorted())
        #expect(try RendererFingerprint(text: fingerprint.text) == fingerprint)
        #expect(throws: RasterError.self) { try RendererFingerprint(text: "no colon here") }
    }

    @Test func differencesReadLikeSentences() {
        let old = RendererFingerprint(entries: ["pango": "1.50.12", "cairo": "1.16.0", "font A.ttf": String(repeating: "a", count: 64), "zlib": "1.2.13"])
        let new = RendererFingerprint(entries: ["pango": "1.52.0", "cairo": "1.16.0", "font A.ttf": String(repeating: "b", count: 64), "libspng": "0.7.4"])
        #expect(new.differences(from: old) == [
            "font A.ttf changed (sha256 aaaaaaaa… → bbbbbbbb…)",
            "libspng added (0.7.4)",
            "Pango 1.50.12 → 1.52.0",
            "zlib removed (was 1.2.13)",
        ])
        #expect(old.differences(from: old).isEmpty)
    }
}
