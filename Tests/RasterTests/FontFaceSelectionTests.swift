import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// Which pinned file draws each weight and slant of the main face: the real italics and the
/// light and extra-bold files, not a sheared or nearest upright face.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["NHS_FONT_DIR"] == nil, "NHS_FONT_DIR replaces the main face"))
struct FontFaceSelectionTests {
    let engine: TextEngine

    init() throws {
        engine = TextEngine(stack: try FontStack.load())
    }

    func face(_ font: FontSpec, _ string: String = "Riverside") -> (family: String, style: PangoStyle, weight: Int) {
        let laidOut = TextLayout(TextSpec(string: string, font: font), width: nil, engine: engine)
        defer { laidOut.release() }
        let faces = RunFonts.faces(in: laidOut.layout)
        return faces.first ?? ("", PANGO_STYLE_NORMAL, 0)
    }

    @Test func italicIsTheItalicFileAtEveryPinnedWeight() {
        for (weight, drawn) in [(FontWeight.light, 300), (.regular, 400), (.semibold, 600), (.bold, 700), (.heavy, 800)] {
            let italic = face(FontSpec(size: 17, weight: weight, isItalic: true))
            #expect(italic.family == "Open Sans", "\(weight)")
            #expect(italic.style == PANGO_STYLE_ITALIC, "\(weight): a real italic face, not the oblique shear")
            #expect(italic.weight == drawn, "\(weight)")
        }
    }

    @Test func lightAndHeavyWeightsDrawTheirOwnFiles() {
        let expected: [(FontWeight, Int)] = [(.ultraLight, 300), (.thin, 300), (.light, 300), (.regular, 400), (.medium, 400),
                                             (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 800)]
        for (weight, drawn) in expected {
            let upright = face(FontSpec(size: 17, weight: weight))
            #expect(upright.family == "Open Sans" && upright.style == PANGO_STYLE_NORMAL, "\(weight)")
            #expect(upright.weight == drawn, "\(weight) draws \(upright.weight)")
        }
    }

    @Test func aFaceWithoutItalicsIsStillSlanted() {
        let mono = face(FontSpec(family: FontSpec.monospacedFamily, size: 17, isItalic: true))
        #expect(mono.family == "Noto Sans Mono CJK SC")
        #expect(mono.style == PANGO_STYLE_OBLIQUE)
    }
}
