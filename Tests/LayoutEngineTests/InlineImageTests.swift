import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Raster
import Testing

/// `Text(Image(systemName:))`: a symbol set among a text's words is a glyph of the symbol face in
/// its own run, sized by the text's font and `imageScale`, centred on the capitals, coloured and
/// wrapped with the words, and read by VoiceOver as the image's label.
@Suite struct InlineImageTests {
    private func layout(_ view: some View, width: CGFloat = 300,
                        environment: EnvironmentValues = EnvironmentValues()) throws -> DisplayList {
        try LayoutHarness.layout(view, width: width, environment: environment).displayList
    }

    private func onlyText(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws -> TextItem {
        let texts = try layout(view, environment: environment).textItems
        #expect(texts.count == 1)
        return try #require(texts.first)
    }

    private func glyph(_ name: String) throws -> String {
        try #require(SymbolTable.glyph(for: name)).character
    }

    @Test func anImageIsOneCharacterRunOfTheText() {
        let text = Text("Opens ") + Text(Image(systemName: "arrow.up.right"))
        #expect(text.runs.map(\.string) == ["Opens ", "\u{FFFC}"])
        #expect(text.runs.map(\.image?.name) == [nil, "arrow.up.right"])
        // Interpolated in a literal, as SwiftUI's LocalizedStringKey takes an Image.
        let interpolated = Text("Next \(Image(systemName: "chevron.forward")) page")
        #expect(interpolated.runs.map(\.string) == ["Next ", "\u{FFFC}", " page"])
        #expect(interpolated.runs[1].image?.isSymbol == true)
        // A text's modifiers style the image's run as they style words, and keep the image.
        let styled = Text(Image(systemName: "heart")).foregroundColor(.nhsRed).bold()
        #expect(styled.runs.first?.image?.name == "heart" && styled.runs.first?.attributes.color == .nhsRed)
    }

    @Test func theContentReadsTheImagesLabel() {
        #expect((Text("Opens ") + Text(Image(systemName: "arrow.up.right"))).content == "Opens arrow.up.right")
        #expect(Text(Image("wide", label: Text("Wide photo"))).content == "Wide photo")
        #expect((Text("A") + Text(Image(decorative: "wide"))).content == "A")
    }

    @Test func aSymbolIsItsGlyphInTheSymbolFaceAtTheTextsSize() throws {
        let item = try onlyText(Text("Saved ") + Text(Image(systemName: "heart.fill")))
        #expect(item.spec.string == "Saved " + (try glyph("heart.fill")))
        let run = try #require(item.spec.runs.last)
        #expect(run.range == 6..<7)
        #expect(run.font.family == SymbolTable.family)
        // Body is 17 pt at the default size; the face's em is 1.25 of it, as a standalone symbol's.
        #expect(abs(run.font.size - 17 * SymbolGlyphLayout.emPerPoint) < 0.001)
        // Its middle is lowered from half the em to half the capitals.
        let expectedRise = 17 * InlineSymbolGlyphs.capHeightPerPoint / 2 - 17 * SymbolGlyphLayout.emPerPoint / 2
        #expect(abs(run.baselineOffset - expectedRise) < 0.001)
        #expect(item.spec.runs.first?.font.family == FontSpec.mainFamily)
    }

    @Test func theImageScaleGrowsTheSymbolAboutTheSameMiddle() throws {
        let medium = try #require(try onlyText(Text(Image(systemName: "heart.fill")).font(.body)).spec.runs.first)
        let large = try #require(try onlyText(Text(Image(systemName: "heart.fill")).font(.body).imageScale(.large)).spec.runs.first)
        #expect(large.font.size > medium.font.size * 1.2)
        // The middle (the rise plus half the em) stays at half the capitals.
        #expect(abs((large.baselineOffset + large.font.size / 2) - (medium.baselineOffset + medium.font.size / 2)) < 0.001)
        // A baseline offset the text sets moves it further.
        let raised = try #require(try onlyText(Text(Image(systemName: "heart.fill")).baselineOffset(3)).spec.runs.first)
        #expect(abs(raised.baselineOffset - (medium.baselineOffset + 3)) < 0.001)
    }

    @Test func theSymbolTakesTheTextsColourAndVariants() throws {
        let item = try onlyText(Text("Done ") + Text(Image(systemName: "checkmark.circle")).foregroundColor(Color(hex: 0x007f3b)))
        #expect(item.spec.runs.last?.color == RGBAColor(hex: 0x007f3b))
        let filled = try onlyText(Text(Image(systemName: "checkmark.circle")).symbolVariant(.fill))
        #expect(filled.spec.string == (try glyph("checkmark.circle.fill")))
    }

    @Test func directionalNamesPointTheWayReadingGoes() throws {
        var rtl = EnvironmentValues()
        rtl.layoutDirection = .rightToLeft
        #expect(try onlyText(Text(Image(systemName: "chevron.backward"))).spec.string == (try glyph("chevron.left")))
        #expect(try onlyText(Text(Image(systemName: "chevron.forward")), environment: rtl).spec.string == (try glyph("chevron.left")))
    }

    @Test func theHandDrawnSymbolsAreTheirStandInGlyphsInAText() throws {
        for name in SymbolPaths.names.sorted() {
            let item = try onlyText(Text(Image(systemName: name)))
            let standIn = try #require(InlineSymbolGlyphs.handDrawnStandIns[name])
            #expect(item.spec.string == standIn.character, "\(name)")
        }
        #expect(Set(InlineSymbolGlyphs.handDrawnStandIns.keys) == SymbolPaths.names)
    }

    @Test func voiceOverReadsTheImagesLabelWhereItStands() throws {
        let list = try layout(Text("Next \(Image(systemName: "chevron.forward")) page"))
        #expect(list.accessibilityElements.map(\.label) == ["Next chevron.forward page"])
        let decorative = try layout(Text("Photo ") + Text(Image(decorative: "wide")))
        #expect(decorative.accessibilityElements.map(\.label) == ["Photo "])
        // Inside a combining element too.
        let combined = try layout(HStack { Text(Image(systemName: "calendar")) + Text(" Today") }.accessibilityElement(children: .combine))
        #expect(combined.accessibilityElements.map(\.label) == ["calendar Today"])
    }

    @Test func anUnknownSymbolIsTheQuestionIconAndAFinding() throws {
        let view = Text("See ") + Text(Image(systemName: "no.such.symbol"))
        let item = try onlyText(view)
        #expect(item.spec.string == "See " + InlineSymbolGlyphs.unknownSymbol.character)
        let list = try layout(view)
        let annotation = try #require(list.annotations.first)
        #expect(annotation.component == SymbolTable.unknownAnnotation)
        #expect(annotation.properties[SymbolTable.unknownNameKey] == "no.such.symbol")
        let findings = UnknownSymbolCheck().findings(on: AuditedPage(list: list, pixels: nil, configuration: .standard))
        #expect(findings.map(\.subject) == ["no.such.symbol"])
        // Known ones leave nothing to find.
        #expect(try layout(Text(Image(systemName: "calendar"))).annotations.isEmpty)
    }

    @Test func anAssetStandsAsTheImageIcon() throws {
        let item = try onlyText(Text("Logo ") + Text(Image("wide")))
        #expect(item.spec.string == "Logo " + InlineSymbolGlyphs.asset.character)
        #expect(try layout(Text(Image("wide"))).accessibilityElements.map(\.label) == ["wide"])
    }

    @Test func theStandInGlyphsAreInTheFont() throws {
        let measurer = try RealMeasurer.shared()
        let glyphs = Array(InlineSymbolGlyphs.handDrawnStandIns.values) + [InlineSymbolGlyphs.unknownSymbol, InlineSymbolGlyphs.asset]
        for glyph in glyphs {
            let spec = SymbolGlyphLayout.textSpec(glyph, pointSize: 17)
            #expect(measurer.unknownGlyphCount(spec) == 0, "\(glyph.materialName)")
            #expect(measurer.familiesUsed(spec) == [SymbolTable.family], "\(glyph.materialName)")
            #expect(measurer.glyphIDs(TextSpec(string: glyph.materialName, font: spec.font)) == measurer.glyphIDs(spec),
                    "the ligature \(glyph.materialName) is not U+\(String(glyph.codePoint, radix: 16))")
        }
    }

    @Test func withRealShapingASymbolWrapsWithTheWordsAndKeepsTheLineHeight() throws {
        let measurer = try RealMeasurer.shared()
        func size(_ view: some View, width: CGFloat) throws -> CGSize {
            let list = try LayoutHarness.layout(view, width: width, measurer: measurer).displayList
            return try #require(list.textItems.first).frame.size
        }
        let words = Text("Saved for later")
        let withSymbol = Text("Saved for later \(Image(systemName: "heart.fill"))")
        let wide = try size(withSymbol, width: 400)
        #expect(abs(wide.height - (try size(words, width: 400)).height) < 0.01, "a symbol at the medium scale made the line taller")
        #expect(wide.width > (try size(words, width: 400)).width + 15)
        // Narrower than the line, the symbol goes to a line of its own, as a word would (a line
        // holding nothing but a symbol is the symbol's em tall, a little less than a line of words).
        let narrow = try size(withSymbol, width: wide.width - 5)
        let symbolEm = 17 * SymbolGlyphLayout.emPerPoint
        #expect(abs(narrow.height - (wide.height + symbolEm)) < 0.5, "\(narrow.height) for lines of \(wide.height)")
    }
}
