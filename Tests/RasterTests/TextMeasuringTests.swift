import CodecTestSupport
import Drawing
import Foundation
import Raster
import Testing

/// A 2,000-character paragraph of ordinary English.
let longParagraph: String = {
    let sentence = "Your NHS account lets you book appointments, order repeat prescriptions and see your health record. "
    var text = ""
    while text.count < 2_000 { text += sentence }
    return String(text.prefix(2_000))
}()

/// Text samples whose drawn ink must agree with their measurement.
enum Sample: String, CaseIterable, CustomTestStringConvertible {
    case latin = "Book a GP appointment"
    case welsh = "Siân Llŷr"
    case arabic = "مرحبا بالعالم"
    case emoji = "🩺💉"
    case cjk = "你好，世界"

    var testDescription: String { "\(self)" }
    var direction: LayoutDirection { self == .arabic ? .rightToLeft : .leftToRight }
    var expectedFamily: String {
        switch self {
        case .latin, .welsh: return "Open Sans"
        case .arabic: return "Noto Sans Arabic"
        case .emoji: return "Noto Color Emoji"
        case .cjk: return "Noto Sans CJK SC"
        }
    }
}

@Suite struct TextMeasuringTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try Renderer.standard().measurer
    }

    @Test(arguments: Sample.allCases, [CGFloat?.none, 1.23])
    func drawnInkFitsTheMeasuredFrameAndFillsIt(sample: Sample, lineHeight: CGFloat?) throws {
        let spec = TextSpec(string: sample.rawValue, font: FontSpec(size: 20, lineHeightMultiple: lineHeight), direction: sample.direction)
        let (page, measured) = try TestSupport.textPage(spec, width: 300, page: CGSize(width: 320, height: 60))
        let scale: CGFloat = 2
        let image = try TestSupport.rasterizer(scale: scale).render(page)
        let ink = try #require(TestSupport.inkBox(image, scale: scale), "nothing was drawn")
        let frame = CGRect(origin: CGPoint(x: 10, y: 10), size: measured.size)
        // Glyphs may overhang their advance box by a little (side bearings). With a fixed pitch
        // (1.23 em, tighter than Noto Sans Arabic's natural 1.6 em) Arabic descenders may hang
        // below the line box, as with a fixed line height on iOS; bound that to a quarter em.
        let slackY: CGFloat = sample == .arabic && lineHeight != nil ? 5 : 2
        #expect(frame.insetBy(dx: -2, dy: -slackY).contains(ink), "ink \(ink) outside measured frame \(frame)")
        #expect(ink.width >= measured.size.width * 0.85, "ink \(ink.width) pt wide for a measured \(measured.size.width) pt")
        #expect(ink.height >= measured.size.height * 0.45, "ink \(ink.height) pt tall for a measured \(measured.size.height) pt")
        #expect(measured.lineCount == 1 && !measured.isTruncated)
    }

    @Test(arguments: Sample.allCases)
    func fallbackGlyphsAreRealGlyphsFromTheExpectedFace(sample: Sample) {
        let spec = TextSpec(string: sample.rawValue, font: FontSpec(size: 17), direction: sample.direction)
        #expect(measurer.unknownGlyphCount(spec) == 0)
        #expect(measurer.familiesUsed(spec).contains(sample.expectedFamily), "\(measurer.familiesUsed(spec))")
    }

    @Test func arabicIsShapedIntoJoinedForms() {
        // Joined (initial/medial/final) forms have other advances than the isolated letters.
        let word = "مرحبا"
        let joined = measurer.measure(TextSpec(string: word, font: FontSpec(size: 20), direction: .rightToLeft), width: nil).size.width
        let isolated = word.map { measurer.measure(TextSpec(string: String($0), font: FontSpec(size: 20)), width: nil).size.width }
            .reduce(0, +)
        #expect(abs(joined - isolated) > 1, "joined \(joined) vs isolated \(isolated)")
    }

    @Test func longParagraphWrapsAndEveryMeasuredLineIsDrawnWhereMeasured() throws {
        let spec = TextSpec(string: longParagraph, font: FontSpec(size: 15, lineHeightMultiple: 1.3))
        let (page, measured) = try TestSupport.textPage(spec, width: 360, page: CGSize(width: 380, height: 1_000))
        #expect(measured.lineCount > 20 && !measured.isTruncated)
        #expect(measured.size.height == CGFloat(measured.lineCount) * 15 * 1.3)
        #expect(measured.lines.allSatisfy { $0.width <= 360 })
        let image = try TestSupport.rasterizer().render(page)
        let ink = try #require(TestSupport.inkBox(image, scale: 1))
        #expect(CGRect(x: 8, y: 8, width: 364, height: measured.size.height + 4).contains(ink))
        let pitch: CGFloat = 15 * 1.3
        for index in 0..<measured.lineCount {
            let top = 10 + CGFloat(index) * pitch
            #expect(TestSupport.hasInk(image, scale: 1, rows: (top + 4)..<(top + pitch - 4)), "line \(index) not drawn")
        }
        #expect(!TestSupport.hasInk(image, scale: 1, rows: (10 + measured.size.height + 2)..<1_000))
    }

    @Test func linesCoverTheStringInOrder() {
        let spec = TextSpec(string: longParagraph, font: FontSpec(size: 17))
        let lines = measurer.measure(spec, width: 250).lines
        #expect(lines.first?.range.lowerBound == 0)
        #expect(lines.last?.range.upperBound == longParagraph.utf16.count)
        for (previous, next) in zip(lines, lines.dropFirst()) {
            #expect(previous.range.upperBound == next.range.lowerBound)
        }
    }

    @Test func paragraphBreaksStartNewLinesAndAreNotPartOfThem() {
        let string = "First line\nSecond"
        let lines = measurer.measure(TextSpec(string: string, font: FontSpec(size: 17)), width: nil).lines
        #expect(lines.map(\.range) == [0..<10, 11..<17])
    }

    @Test func measuredWidthFitsOnOneLineWhenProposedBack() {
        for string in ["Book a GP appointment", "Siân Llŷr", "Manage another person's profile", "مرحبا بالعالم"] {
            let spec = TextSpec(string: string, font: FontSpec(size: 17, weight: .semibold))
            let natural = measurer.measure(spec, width: nil)
            let again = measurer.measure(spec, width: natural.size.width)
            #expect(again.lineCount == 1 && again.size == natural.size, "\(string)")
        }
    }

    @Test func neverTruncatesWithoutALineLimit() {
        let spec = TextSpec(string: longParagraph, font: FontSpec(size: 17))
        let result = measurer.measure(spec, width: 120)
        #expect(!result.isTruncated)
        #expect(result.lines.last?.range.upperBound == longParagraph.utf16.count)
    }

    @Test func lineLimitEllipsisesTheLastLine() {
        let spec = TextSpec(string: longParagraph, font: FontSpec(size: 17), lineLimit: 2)
        let result = measurer.measure(spec, width: 200)
        #expect(result.lineCount == 2 && result.isTruncated)
        let short = measurer.measure(TextSpec(string: "Short", font: FontSpec(size: 17), lineLimit: 2), width: 200)
        #expect(short.lineCount == 1 && !short.isTruncated)
    }

    @Test func lineLimitCountsLinesAcrossParagraphs() {
        let spec = TextSpec(string: "One\nTwo\nThree\nFour", font: FontSpec(size: 17), lineLimit: 2)
        let result = measurer.measure(spec, width: 200)
        #expect(result.lineCount == 2 && result.isTruncated)
        #expect(result.lines.map(\.range) == [0..<3, 4..<18])
    }

    @Test func fixedLinePitchIsExactEvenWithTallerFallbackFaces() {
        let spec = TextSpec(string: "Siân 🩺 مرحبا 你好 and more words to wrap onto the next line", font: FontSpec(size: 15, lineHeightMultiple: 1.23))
        let result = measurer.measure(spec, width: 150)
        #expect(result.lineCount >= 2)
        #expect(result.size.height == CGFloat(result.lineCount) * 15 * 1.23)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = measurer.measure(TextSpec(string: "Prescriptions", font: FontSpec(size: 17)), width: nil)
        let bold = measurer.measure(TextSpec(string: "Prescriptions", font: FontSpec(size: 17, weight: .bold)), width: nil)
        #expect(bold.size.width > regular.size.width)
    }

    @Test func measuringFromManyThreadsGivesTheSameAnswers() {
        let specs = (0..<24).map { TextSpec(string: String(longParagraph.prefix(100 + $0 * 40)), font: FontSpec(size: 13 + CGFloat($0 % 5))) }
        let serial = specs.map { measurer.measure($0, width: 230) }
        let parallel = ConcurrentResults<TextMeasurement>(count: specs.count)
        DispatchQueue.concurrentPerform(iterations: specs.count) { index in
            parallel.set(index, measurer.measure(specs[index], width: 230))
        }
        #expect(parallel.values == serial)
    }
}
