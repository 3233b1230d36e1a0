import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// A layout serves a narrower wrap width its lines fit in, an unwrapped one any such width
/// (`WrapFit`, `LayoutCache`): for every kind of text the cache lets it serve, Pango's own layout
/// at the tightest such width and at wider ones has the same lines, positions and glyphs; one unit
/// narrower, it wraps.
@Suite struct WrapFitTests {
    let engine: TextEngine

    init() throws {
        engine = TextEngine(stack: try FontStack.load())
    }

    static let specs: [(String, TextSpec)] = {
        func spec(_ string: String, _ font: FontSpec = FontSpec(size: 17), _ direction: LayoutDirection = .leftToRight) -> TextSpec {
            TextSpec(string: string, font: font, direction: direction)
        }
        var list: [(String, TextSpec)] = [
            ("words", spec("Book a GP appointment")),
            ("kerning", spec("WAVE AV To Ty Yo fi ffl")),
            ("trailing spaces", spec("Trailing spaces   ")),
            ("leading spaces", spec("   leading")),
            ("paragraphs", spec("First line\nSecond, longer line\n\nAfter an empty one")),
            ("Welsh", spec("Siân Llŷr, Caerdydd")),
            ("Arabic", spec("مرحبا بالعالم الكبير", FontSpec(size: 20), .rightToLeft)),
            ("mixed directions", spec("NHS مرحبا 123", FontSpec(size: 17), .rightToLeft)),
            ("right-to-left paragraphs", spec("مرحبا\nسطر ثان أطول من الأول بكثير\nNHS", FontSpec(size: 17), .rightToLeft)),
            ("lines of different widths", spec("Short\nA much longer second line\nMid line", FontSpec(size: 17))),
            ("emoji", spec("Vaccines 🩺💉 done")),
            ("CJK", spec("你好，世界 NHS")),
            ("tab", spec("a\tb\tc")),
            ("large bold italic", spec("Your health", FontSpec(size: 53, weight: .bold, isItalic: true))),
            ("fixed pitch", spec("Pitched lines of text", FontSpec(size: 15, lineHeightMultiple: 1.4))),
            ("a word longer than a line", spec("Pneumonoultramicroscopicsilicovolcanoconiosis is a lung disease")),
            ("hyphens and slashes", spec("Well-being check-up: nhs.uk/conditions/long-covid and/or 111")),
            ("many short words", spec("I am at a GP in a day or so if it is ok to go by bus or car to it")),
        ]
        var spaced = spec("Spaced\nlines of text")
        spaced.lineSpacing = 6
        list.append(("line spacing", spaced))
        var styled = spec("Bold then regular then small")
        styled.runs = [
            TextRun(range: 0..<4, font: FontSpec(size: 17, weight: .bold), color: RGBAColor(hex: 0)),
            TextRun(range: 4..<18, font: FontSpec(size: 17), color: RGBAColor(hex: 0), underline: RGBAColor(hex: 0x005eb8)),
            TextRun(range: 18..<28, font: FontSpec(size: 12), color: RGBAColor(hex: 0), baselineOffset: 3, monospacedDigits: true),
        ]
        list.append(("styled runs", styled))
        return list
    }()

    /// What the painter and measurer read from a layout, line by line, with each line's glyphs.
    private struct Reading: Equatable {
        struct Line: Equatable {
            let range: Range<Int>
            let visibleWidth, visibleStart, baseline, top, height: CGFloat
            let glyphs: [UInt32]
            let logical: [Int32]
        }
        let lines: [Line]
        let height, firstBaseline: CGFloat
        let isTruncated: Bool
    }

    private func read(_ spec: TextSpec, width: CGFloat?) -> Reading {
        let laidOut = TextLayout(spec, width: width, engine: engine)
        defer { laidOut.release() }
        let text = laidOut.text
        return Reading(lines: text.lines.map { line in
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line.line, nil, &logical)
            var glyphs: [UInt32] = []
            var run = line.line.pointee.runs
            while let link = run {
                let item = link.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let string = item.pointee.glyphs!
                for index in 0..<Int(string.pointee.num_glyphs) {
                    let info = string.pointee.glyphs[index]
                    glyphs += [info.glyph, UInt32(bitPattern: info.geometry.width), UInt32(bitPattern: info.geometry.x_offset)]
                }
                run = link.pointee.next
            }
            return Reading.Line(range: line.utf16Range, visibleWidth: line.visibleWidth, visibleStart: line.visibleStart,
                                baseline: line.baseline, top: line.top, height: line.height, glyphs: glyphs,
                                logical: [logical.x, logical.y, logical.width, logical.height])
        }, height: text.height, firstBaseline: text.firstBaseline, isTruncated: text.isTruncated)
    }

    private func widest(_ spec: TextSpec, width: CGFloat? = nil) throws -> Int32 {
        let laidOut = TextLayout(spec, width: width, engine: engine)
        defer { laidOut.release() }
        return try #require(laidOut.widest)
    }

    @Test(arguments: WrapFitTests.specs.map(\.0))
    func fittingWidthsLayOutAsUnwrapped(_ name: String) throws {
        let spec = try #require(WrapFitTests.specs.first { $0.0 == name }).1
        let unwrapped = read(spec, width: nil)
        let widest = try widest(spec)
        let widths: [Int32] = [widest, widest + 1, widest + 1_000, widest + 50 * 1_024, 100_000 * 1_024]
        for units in widths {
            let width = CGFloat(units) / CGFloat(PANGO_SCALE)
            #expect(PangoLayoutBuilder.pangoWidth(width) == units)
            #expect(read(spec, width: width) == unwrapped, "\(name) at \(units) units (widest \(widest))")
        }
        // One unit narrower the widest line no longer fits: Pango breaks it, so the bound is tight.
        if spec.string.contains(" "), !spec.string.hasSuffix(" ") {
            let narrower = read(spec, width: CGFloat(widest - 1) / CGFloat(PANGO_SCALE))
            #expect(narrower.lines.count > unwrapped.lines.count, "\(name) should wrap one unit narrower")
        }
    }

    /// Wrapped at a width, a text lays out alike at every narrower width its lines still fit in,
    /// down to its widest line; and the measurement's range of widths says no more than that.
    @Test(arguments: WrapFitTests.specs.map(\.0))
    func narrowerFittingWidthsLayOutAsWrapped(_ name: String) throws {
        let spec = try #require(WrapFitTests.specs.first { $0.0 == name }).1
        let unwrappedWidest = try widest(spec)
        var checked = 0
        for share in [0.3, 0.45, 0.6, 0.8, 0.95] {
            let madeAt = Int32((Double(unwrappedWidest) * share).rounded())
            let width = CGFloat(madeAt) / CGFloat(PANGO_SCALE)
            let wrapped = read(spec, width: width)
            let widest = try widest(spec, width: width)
            let made = TextLayout(spec, width: width, engine: engine)
            let range = made.widthsWithSameLines
            made.release()
            guard widest <= madeAt else {
                // A line wider than the wrap width (a word too long to break, hanging spaces): no
                // other width is said to lay it out alike.
                #expect(range == nil, "\(name) at \(madeAt) units")
                continue
            }
            #expect(range == (CGFloat(widest) / CGFloat(PANGO_SCALE))...width, "\(name) at \(madeAt) units")
            checked += 1
            for units in Set([widest, widest + 1, (widest + madeAt) / 2, max(widest, madeAt - 1)]) {
                let narrower = CGFloat(units) / CGFloat(PANGO_SCALE)
                #expect(read(spec, width: narrower) == wrapped, "\(name) wrapped at \(madeAt) units, again at \(units) (widest \(widest))")
            }
            // A unit under its widest line, that line no longer fits: Pango breaks it again.
            if widest > 0, spec.string.contains(" "), !spec.string.hasSuffix(" ") {
                let tighter = read(spec, width: CGFloat(widest - 1) / CGFloat(PANGO_SCALE))
                #expect(tighter != wrapped, "\(name) wrapped at \(madeAt) units should change one unit under \(widest)")
            }
        }
        #expect(checked > 0, "\(name): no wrap width had every line fit")
    }

    @Test func textsAWrapWidthChangesAreNotServed() {
        let font = FontSpec(size: 17)
        let limited = TextSpec(string: "Book a GP appointment", font: font, lineLimit: 1)
        var spaced = TextSpec(string: "Letter spaced", font: font)
        spaced.runs = [TextRun(range: 0..<13, font: font, color: RGBAColor(hex: 0), letterSpacing: 2)]
        for spec in [limited, spaced] {
            let unwrapped = TextLayout(spec, width: nil, engine: engine)
            defer { unwrapped.release() }
            #expect(unwrapped.widest == nil)
            #expect(unwrapped.widthsWithSameLines == nil)
        }
    }

    @Test func cacheServesFittingWidthsFromTheUnwrappedLayout() throws {
        let cache = LayoutCache(limit: 16)
        let spec = TextSpec(string: "Book a GP appointment", font: FontSpec(size: 17))
        let widest = try widest(spec)
        let unwrapped = cache.layout(spec, width: nil, engine: engine).layout
        let fitting = cache.layout(spec, width: CGFloat(widest) / CGFloat(PANGO_SCALE) + 10, engine: engine).layout
        #expect(fitting == unwrapped)
        // A width it does not fit in gets a layout of its own, wrapped (the unwrapped one is
        // released then, so its address may be reused: compare lines, not pointers).
        let narrow = cache.layout(spec, width: 40, engine: engine)
        #expect(narrow.text.lines.count > 1)
        #expect(cache.count == 1)
    }
}
