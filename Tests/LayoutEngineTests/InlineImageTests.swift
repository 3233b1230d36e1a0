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
        // Known ones leave nothing to find.
        #expect(try layout(Text(Image(systemName: "calendar"))).annotations.isEmpty)
    }

    @Test func anAssetIsABoxOfItsSizeAndDrawnWhereItLanded() throws {
        let list = try layout(Text("Logo ") + Text(Image("wide")), width: 400)
        let item = try #require(list.textItems.first)
        // The character stays the object replacement character; its run carries the asset's size.
        #expect(item.spec.string == "Logo \u{FFFC}")
        #expect(item.spec.runs.map(\.inlineObject) == [nil, CGSize(width: 300, height: 100)])
        #expect(item.spec.runs.last?.font.family == FontSpec.mainFamily)
        // The fake gives the box one advance (8.5 pt at 17 pt) after "Logo ", on the first baseline.
        let placement = try #require(item.measurement.inlineObjects.first)
        #expect(placement.run == 1 && placement.line == 0 && placement.x == 5 * 8.5)
        let image = try #require(list.imageItems.first)
        #expect(image.assetName == "wide" && image.tint == nil)
        #expect(image.frame == CGRect(x: item.frame.minX + 42.5, y: item.frame.minY + 17 - 100, width: 300, height: 100))
        #expect(list.accessibilityElements.map(\.label) == ["Logo wide"])
        // Part of the text, not a photo under it (`InlineImageAuditTests`).
        #expect(image.isInText)
        // A template is drawn in the text's colour.
        let template = try layout(Text(Image("wide").renderingMode(.template)).foregroundColor(Color(hex: 0xd5281b)), width: 400)
        #expect(template.imageItems.map(\.tint) == [RGBAColor(hex: 0xd5281b)])
    }

    @Test func anAssetTheCatalogueLacksFailsTheLayoutNamingIt() {
        #expect(throws: (any Error).self) { try layout(Text("Logo ") + Text(Image("no-such-asset"))) }
    }

    @Test func withRealShapingAnAssetStandsOnTheBaselineAndRaisesItsLine() throws {
        let measurer = try RealMeasurer.shared()
        let list = try LayoutHarness.layout(Text("Logo \(Image("wide")) here"), width: 400, measurer: measurer).displayList
        let text = try #require(list.textItems.first)
        let image = try #require(list.imageItems.first)
        #expect(image.frame.size == CGSize(width: 300, height: 100))
        // On the first (only) line's baseline, after "Logo ", inside the text's frame.
        #expect(abs(image.frame.maxY - (text.frame.minY + text.measurement.firstBaseline)) < 0.01)
        #expect(image.frame.minX > text.frame.minX + 20 && image.frame.maxX < text.frame.maxX - 20)
        #expect(text.frame.height > 100 && image.frame.minY >= text.frame.minY - 0.01)
        // Centred text places it with its line.
        let centred = try LayoutHarness.layout(
            Text("Logo \(Image("wide"))").multilineTextAlignment(.center).frame(width: 390), width: 400, measurer: measurer).displayList
        let line = try #require(centred.textItems.first)
        let box = try #require(centred.imageItems.first)
        let lineWidth = try #require(line.measurement.lines.first).width
        #expect(abs(box.frame.maxX - (line.frame.minX + (line.frame.width + lineWidth) / 2)) < 0.5)
    }

    @Test func theStandInGlyphsAreInTheFont() throws {
        let measurer = try RealMeasurer.shared()
        let glyphs = Array(InlineSymbolGlyphs.handDrawnStandIns.values) + [InlineSymbolGlyphs.unknownSymbol]
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
