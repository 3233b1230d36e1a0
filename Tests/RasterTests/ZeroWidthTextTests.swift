import Drawing
import Foundation
@testable import Raster
import Testing

/// `ZeroWidthText` answers exactly what Pango's layout at width 0 gives, for every text it
/// answers: each allowed character alone and after others, words, sentences, runs of spaces,
/// in the weights, sizes, italics, fixed pitches and line spacings texts use.
@Suite struct ZeroWidthTextTests {
    let engine: TextEngine

    init() throws {
        engine = TextEngine(stack: try FontStack.load())
    }

    /// Every scalar `ZeroWidthText` allows.
    static let allowed: [Character] = {
        var scalars = Array(0x20...0x7E) + Array(0xA1...0xAC) + Array(0xAE...0xFF)
        scalars += [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x20AC]
        return scalars.map { Character(Unicode.Scalar($0)!) }
    }()

    static let sentences = [
        "Book a GP appointment", "Don't have an NHS login? Create one.", "£12.50 (prescription charge)",
        "e-mail: help@nhs.net", "Your results – normal", "“Quoted” and ‘single’ • bullet…", "Café déjà vu, naïve",
        "  leading spaces", "trailing spaces   ", "two  spaces", " ", "a", "Row 00042 of 00100, run 00007",
        "WAVE AV To Ty Yo 11 fi fl ffi", "x", "http://www.nhs.uk/conditions?x=1&y=2", "100%", "ÆØÅ æøå ß ÿ",
    ]

    static let fonts: [FontSpec] = [
        FontSpec(size: 17), FontSpec(size: 13, weight: .semibold), FontSpec(size: 28, weight: .bold),
        FontSpec(size: 53, weight: .light, isItalic: true), FontSpec(size: 19, weight: .heavy),
        FontSpec(size: 15, lineHeightMultiple: 1.3),
    ]

    private func pango(_ spec: TextSpec) -> TextMeasurement {
        let laidOut = TextLayout(spec, width: 0, engine: engine)
        defer { laidOut.release() }
        return PangoTextMeasurer.measurement(of: spec, laidOut.text)
    }

    private func expectSame(_ string: String, _ font: FontSpec, lineSpacing: CGFloat = 0) {
        var spec = TextSpec(string: string, font: font)
        spec.lineSpacing = lineSpacing
        guard let answer = engine.zeroWidth.measurement(of: spec, engine: engine) else {
            Issue.record("not answered: \(string.debugDescription)")
            return
        }
        let expected = pango(spec)
        #expect(answer == expected, "\(string.debugDescription) at \(font.size) pt \(font.weight)")
    }

    @Test func everyAllowedCharacterAloneAndAfterAnother() {
        let characters = ZeroWidthTextTests.allowed
        for font in ZeroWidthTextTests.fonts.prefix(2) {
            for character in characters { expectSame(String(character), font) }
            for (index, first) in characters.enumerated() {
                // Each character before a few others (and a space), so every kind of neighbour meets.
                for second in [characters[(index * 7 + 3) % characters.count], " ", "a", ".", "1"] {
                    expectSame(String(first) + String(second), font)
                    expectSame(String(first) + " " + String(second), font)
                }
            }
        }
    }

    @Test func sentencesInEveryFont() {
        for font in ZeroWidthTextTests.fonts {
            for sentence in ZeroWidthTextTests.sentences {
                expectSame(sentence, font)
                expectSame(sentence, font, lineSpacing: 4.5)
            }
        }
    }

    @Test func textsItCannotReproduceAreLeftToPango() {
        let font = FontSpec(size: 17)
        for string in ["Siân Llŷr", "a\tb", "a\nb", "a\u{00A0}b", "soft\u{00AD}hyphen", "مرحبا", "🩺", "", "a\u{0301}"] {
            #expect(!ZeroWidthText.answers(TextSpec(string: string, font: font)), "\(string.debugDescription)")
        }
        var limited = TextSpec(string: "Book", font: font, lineLimit: 1)
        #expect(!ZeroWidthText.answers(limited))
        limited = TextSpec(string: "Book", font: font, direction: .rightToLeft)
        #expect(!ZeroWidthText.answers(limited))
        #expect(!ZeroWidthText.answers(TextSpec(string: "Book", font: FontSpec(family: "Noto Sans Mono", size: 17))))
    }

    @Test func measurerAnswersWidthZeroTheSameEitherWay() throws {
        let measurer = try Renderer.standard().measurer
        let spec = TextSpec(string: "Book a GP appointment", font: FontSpec(size: 17))
        #expect(measurer.measure(spec, width: 0) == pango(spec))
        #expect(measurer.measure(spec, width: 0).lineCount == 21)  // one a character, spaces too
    }
}
