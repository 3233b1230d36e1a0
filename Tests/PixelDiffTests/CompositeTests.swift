import Bitmaps
import Testing
@testable import PixelDiff

@Suite struct CompositeTests {
    @Test func everyPrintableASCIICharacterHasAWellFormedGlyph() {
        for code in 32...126 {
            let character = Character(Unicode.Scalar(UInt8(code)))
            let rows = BitmapFont.glyphs[character]
            #expect(rows != nil, "no glyph for \(character)")
            #expect(rows?.count == 7 || rows?.count == 9, "\(character) has \(rows?.count ?? 0) rows")
            if code != 32 { #expect(rows?.contains { $0 != 0 } == true, "\(character) draws nothing") }
        }
        #expect(BitmapFont.glyphs.count == 95)
    }

    @Test func glyphsDrawTheirCells() {
        var image = Bitmap(width: 12, height: 9, filledWith: .white)
        BitmapFont.draw("T1", into: &image, x: 0, y: 0, scale: 1, colour: .black)
        // T: full top row, then the middle column.
        for x in 0..<5 { #expect(image[x: x, y: 0] == .black) }
        #expect(image[x: 2, y: 6] == .black && image[x: 0, y: 6] == .white)
        // 1 starts six columns later; the gap column stays white.
        #expect(image[x: 5, y: 0] == .white)
        #expect(image[x: 8, y: 0] == .black)
        #expect(BitmapFont.width(of: "T1", scale: 2) == 22)
    }

    @Test func unknownCharactersDrawAsAQuestionMark() {
        var unknown = Bitmap(width: 6, height: 9, filledWith: .white)
        var question = unknown
        BitmapFont.draw("é", into: &unknown, x: 0, y: 0, scale: 1, colour: .black)
        BitmapFont.draw("?", into: &question, x: 0, y: 0, scale: 1, colour: .black)
        #expect(unknown == question)
    }

    @Test func compositePadsPanelsToTheLargestImage() {
        let expected = TestImages.solid(120, 30, RGBA8(hex: 0x005EB8))
        let actual = TestImages.solid(120, 36, RGBA8(hex: 0x005EB8))
        let result = compare(expected, actual, options: CompareOptions(makesDiffImage: true))
        let sheet = makeComposite(expected: expected, actual: actual, result: result)
        let layout = CompositeLayout(panels: [CompositePanel(title: "", image: actual)])
        #expect(layout.scale == 1)
        // gutter 12, three panels of 120 with gutters; label band 14; panel height 36.
        #expect(sheet.size == PixelSize(width: 12 + 3 * (120 + 12), height: 12 + 14 + 36 + 12))
        // The expected image's first pixel sits at the panel's origin; below its 30 rows is padding.
        #expect(sheet[x: 12, y: 26] == RGBA8(hex: 0x005EB8))
        #expect(sheet[x: 12 + 5, y: 26 + 33] != RGBA8(hex: 0x005EB8))
        // The actual panel shows its 36 rows.
        #expect(sheet[x: 12 + 132, y: 26 + 35] == RGBA8(hex: 0x005EB8))
        // Labels put ink in the label band above each panel.
        let ink = RGBA8(hex: 0x1C1C1E)
        #expect((12..<60).contains { x in (12..<21).contains { y in sheet[x: x, y: y] == ink } })
    }

    @Test func compositeWithAMissingImageDrawsAnEmptyPanel() {
        let actual = TestImages.card(width: 120)
        let sheet = makeComposite(expected: nil, actual: actual, result: nil)
        #expect(sheet.width == 12 + 3 * (120 + 12))
        let frame = RGBA8(hex: 0x8E8E93)
        // "none" is written in the middle of the first panel.
        #expect((12..<132).contains { x in sheet[x: x, y: 26 + 20 + 3] == frame })
    }

    @Test func aLabelWiderThanItsPanelWidensTheColumn() {
        let layout = CompositeLayout(panels: [CompositePanel(title: "Expected 8x8", image: Bitmap(width: 8, height: 8))])
        #expect(layout.columnWidth == BitmapFont.width(of: "Expected 8x8", scale: 1))
    }

    @Test func largeImagesGetLargerLabels() {
        let layout = CompositeLayout(panels: [CompositePanel(title: "Expected", image: Bitmap(width: 1179, height: 10))])
        #expect(layout.scale == 4)
    }

    @Test func changedRegionsAreBoxedOnTheDiffPanel() {
        let first = TestImages.solid(120, 30, .white)
        var second = first
        second.fill(x: 10, y: 10, width: 4, height: 4, with: .black)
        let result = compare(first, second, options: CompareOptions(makesDiffImage: true))
        let sheet = makeComposite(expected: first, actual: second, result: result)
        let diffLeft = 12 + 2 * 132, top = 26
        let blue = RGBA8(hex: 0x0A60FF)
        #expect(sheet[x: diffLeft + 8, y: top + 8] == blue, "outline one pixel outside the region")
        #expect(sheet[x: diffLeft + 10, y: top + 10] == RGBA8(red: 255, green: 0, blue: 0))
    }
}
