import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// Attributed text (`Text + Text`, Markdown runs) measured by `PangoTextMeasurer` against Pango's
/// own measurement of the same attributed layout, built here directly from the Pango API.
@Suite struct TextRunMeasuringTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try Renderer.standard().measurer
    }

    /// "Your appointment is on Tuesday 3 March at Riverside Surgery." in four runs: body, bold
    /// title 3, italic footnote, monospaced body.
    static let pieces: [(String, FontSpec)] = [
        ("Your appointment is on ", FontSpec(size: 17)),
        ("Tuesday 3 March", FontSpec(size: 20, weight: .bold)),
        (" at Riverside ", FontSpec(size: 13, isItalic: true)),
        ("Surgery 0123.", FontSpec(family: FontSpec.monospacedFamily, size: 17, weight: .semibold)),
    ]

    static var spec: TextSpec {
        var spec = TextSpec(string: pieces.map(\.0).joined(), font: FontSpec(size: 17))
        var offset = 0
        spec.runs = pieces.map { piece in
            defer { offset += piece.0.utf16.count }
            return TextRun(range: offset..<(offset + piece.0.utf16.count), font: piece.1, color: RGBAColor(hex: 0x212b33))
        }
        return spec
    }

    /// Pango's logical size and line starts for the runs, from a layout made here.
    static func pangoDirect(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) -> (size: CGSize, lineStarts: [Int]) {
        pango_context_set_base_dir(engine.context, PANGO_DIRECTION_LTR)
        let layout = pango_layout_new(engine.context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(spec.string.utf8)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        func description(_ font: FontSpec) -> OpaquePointer {
            let description = pango_font_description_new()!
            pango_font_description_set_family(description, font.family)
            pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
            pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            return description
        }
        let base = description(spec.font)
        pango_layout_set_font_description(layout, base)
        pango_font_description_free(base)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, width.map { Int32((Double($0) * Double(PANGO_SCALE)).rounded(.up)) } ?? -1)
        let list = pango_attr_list_new()!
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        var byte = 0
        for (text, font) in pieces {
            let length = text.utf8.count
            let desc = description(font)
            let attribute = pango_attr_font_desc_new(desc)!
            pango_font_description_free(desc)
            attribute.pointee.start_index = UInt32(byte)
            attribute.pointee.end_index = UInt32(byte + length)
            pango_attr_list_insert(list, attribute)
            byte += length
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var starts: [Int] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let node = lines {
            starts.append(Int(node.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self).pointee.start_index))
            lines = node.pointee.next
        }
        return (CGSize(width: CGFloat(logical.width) / CGFloat(PANGO_SCALE), height: CGFloat(logical.height) / CGFloat(PANGO_SCALE)), starts)
    }

    static func direct(_ spec: TextSpec, width: CGFloat?) throws -> (size: CGSize, lineStarts: [Int]) {
        try Renderer.standard().textEngine.withEngine { pangoDirect(spec, width: width, engine: $0) }
    }

    @Test func unwrappedRunsMeasureAsPangoMeasuresThem() throws {
        let spec = Self.spec
        let ours = measurer.measure(spec, width: nil)
        let pango = try Self.direct(spec, width: nil)
        #expect(ours.lineCount == 1)
        #expect(abs(ours.size.width - pango.size.width) < 0.001)
        #expect(abs(ours.size.height - pango.size.height) < 0.001)
    }

    @Test(arguments: [120.0, 200.0, 260.0])
    func wrappedRunsBreakAndStackAsPangoDoes(_ width: Double) throws {
        let spec = Self.spec
        let ours = measurer.measure(spec, width: CGFloat(width))
        let pango = try Self.direct(spec, width: CGFloat(width))
        #expect(ours.lineCount == pango.lineStarts.count)
        #expect(ours.lineCount > 1)
        let starts = ours.lines.map { String(spec.string.utf16.prefix($0.range.lowerBound))!.utf8.count }
        #expect(starts == pango.lineStarts)
        #expect(abs(ours.size.height - pango.size.height) < 0.001)
        #expect(ours.size.width <= CGFloat(width) + 0.001)
    }

    @Test func theRunsAreOneParagraphNotOneLayoutPerRun() throws {
        // The big bold run makes the whole line taller than body text alone.
        let plain = measurer.measure(TextSpec(string: Self.spec.string, font: FontSpec(size: 17)), width: nil)
        let runs = measurer.measure(Self.spec, width: nil)
        #expect(runs.size.height > plain.size.height)
        #expect(runs.lineCount == 1)
    }

    @Test func aRunMeasuresAsThePlainTextOfItsFont() {
        for weight in [FontWeight.regular, .semibold, .bold] {
            let font = FontSpec(size: 20, weight: weight)
            var spec = TextSpec(string: "Headline", font: FontSpec(size: 17))
            spec.runs = [TextRun(range: 0..<8, font: font, color: RGBAColor(hex: 0))]
            let plain = measurer.measure(TextSpec(string: "Headline", font: font), width: nil)
            #expect(abs(measurer.measure(spec, width: nil).size.width - plain.size.width) < 0.001, "weight \(weight)")
        }
    }

    @Test func monospacedFaceHasOneAdvance() {
        let mono = FontSpec(family: FontSpec.monospacedFamily, size: 17)
        let narrow = measurer.measure(TextSpec(string: "iiiiiiii", font: mono), width: nil).size.width
        let wide = measurer.measure(TextSpec(string: "MMMMMMMM", font: mono), width: nil).size.width
        #expect(abs(narrow - wide) < 0.001)
        #expect(measurer.familiesUsed(TextSpec(string: "code", font: mono)) == ["Noto Sans Mono CJK SC"])
    }

    @Test func italicDrawsTheItalicFaceWithItsOwnAdvances() {
        let upright = measurer.measure(TextSpec(string: "Riverside", font: FontSpec(size: 17)), width: nil)
        let italic = measurer.measure(TextSpec(string: "Riverside", font: FontSpec(size: 17, isItalic: true)), width: nil)
        // Open Sans Italic is narrower than the upright face; a sheared upright face would keep its width.
        #expect(italic.size.width < upright.size.width - 1)
    }

    @Test func lineSpacingAddsBetweenLinesOnly() {
        var spec = TextSpec(string: "one two three four five six", font: FontSpec(size: 17))
        let tight = measurer.measure(spec, width: 60)
        spec.lineSpacing = 8
        let spaced = measurer.measure(spec, width: 60)
        #expect(tight.lineCount == spaced.lineCount)
        #expect(abs(spaced.size.height - tight.size.height - 8 * CGFloat(tight.lineCount - 1)) < 0.01)
        var pitched = TextSpec(string: spec.string, font: FontSpec(size: 17, lineHeightMultiple: 1.23))
        let fixed = measurer.measure(pitched, width: 60)
        pitched.lineSpacing = 8
        let fixedSpaced = measurer.measure(pitched, width: 60)
        #expect(abs(fixedSpaced.size.height - fixed.size.height - 8 * CGFloat(fixed.lineCount - 1)) < 0.01)
    }

    @Test func letterSpacedTextKeepsItsLinesAtItsOwnWidth() {
        var spec = TextSpec(string: "Tracking 2 pt", font: FontSpec(size: 17))
        spec.runs = [TextRun(range: 0..<13, font: spec.font, color: RGBAColor(hex: 0), letterSpacing: 2)]
        let unwrapped = measurer.measure(spec, width: nil)
        #expect(measurer.measure(spec, width: unwrapped.size.width).lineCount == 1)
        let plain = measurer.measure(TextSpec(string: spec.string, font: spec.font), width: nil)
        #expect(unwrapped.size.width > plain.size.width + 2 * 11)
    }

    @Test(arguments: [TextTruncation.head, .middle, .tail])
    func truncationModesCutOneLine(_ truncation: TextTruncation) {
        var spec = TextSpec(string: "Head, middle or tail of a long pharmacy name", font: FontSpec(size: 17), lineLimit: 1)
        spec.truncation = truncation
        let measured = measurer.measure(spec, width: 150)
        #expect(measured.isTruncated)
        #expect(measured.lineCount == 1)
        #expect(measured.size.width <= 150.001)
    }
}
