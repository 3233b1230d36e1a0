import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Attributed text, the fitting modifiers and fonts through layout, with the fixed-advance fake
/// (a 10 pt "Fake" face: 5 pt a character, 12.5 pt lines).
@Suite struct TextStylingLayoutTests {
    static let font = Font.custom("Fake", size: 10)

    static func rgba(_ color: Color) -> RGBAColor {
        let value = color.resolve(in: .light)
        return RGBAColor(red: value.red, green: value.green, blue: value.blue, alpha: value.opacity)
    }

    static func texts<V: View>(_ view: V, width: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues()) throws -> [TextItem] {
        let list = try LayoutHarness.layout(view.font(Self.font), width: width, environment: environment).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            if case .text(let text) = entry.item { return text }
            return nil
        }
    }

    @Test func minimumScaleFactorShrinksALineLimitedTextUntilItFits() throws {
        // 20 characters need 100 pt; 80 pt holds them at 4 pt a character: a scale of 0.8 at
        // most, found in 1/256 steps.
        let text = try #require(try Self.texts(
            Text("abcdefghijklmnopqrst").lineLimit(1).minimumScaleFactor(0.5).frame(width: 80, alignment: .leading)).first)
        #expect(text.spec.font.size == 10.0 * 204 / 256)
        #expect(!text.measurement.isTruncated)
        let expected: CGFloat = (10.0 * 204 / 256 * 1.25 * 100).rounded(.up) / 100
        #expect(text.frame.height == expected)
    }

    @Test func minimumScaleFactorStopsAtItsFactorAndThenTruncates() throws {
        let text = try #require(try Self.texts(
            Text("abcdefghijklmnopqrst").lineLimit(1).minimumScaleFactor(0.9).frame(width: 80, alignment: .leading)).first)
        #expect(text.spec.font.size == 9)
        #expect(text.measurement.isTruncated)
    }

    @Test func minimumScaleFactorShrinksToTheHeightOffered() throws {
        let text = try #require(try Self.texts(Text("abcdefghij").minimumScaleFactor(0.5).frame(width: 200, height: 10)).first)
        #expect(text.spec.font.size == 10.0 * 204 / 256)
        #expect(text.measurement.size.height <= 10)
    }

    @Test func withoutAFactorTextKeepsItsSize() throws {
        let text = try #require(try Self.texts(Text("abcdefghijklmnopqrst").lineLimit(1).frame(width: 80)).first)
        #expect(text.spec.font.size == 10)
        #expect(text.measurement.isTruncated)
    }

    @Test func lineSpacingAddsBetweenLines() throws {
        let plain = try #require(try Self.texts(Text("aaaa bbbb cccc"), width: 25).first)
        let spaced = try #require(try Self.texts(Text("aaaa bbbb cccc").lineSpacing(4), width: 25).first)
        #expect(plain.measurement.lineCount == 3)
        #expect(plain.frame.height == 37.5)
        #expect(spaced.frame.height == 37.5 + 2 * 4)
        #expect(spaced.spec.lineSpacing == 4)
    }

    @Test func reservedLinesMakeShortTextTaller() throws {
        #expect(try Self.texts(Text("ab").lineLimit(3, reservesSpace: true)).first?.frame.height == 37.5)
        #expect(try Self.texts(Text("ab").lineLimit(3, reservesSpace: false)).first?.frame.height == 12.5)
        #expect(try Self.texts(Text("ab").lineLimit(2...4)).first?.frame.height == 25)
        #expect(try Self.texts(Text("ab").lineLimit(2...)).first?.frame.height == 25)
        let cut = try #require(try Self.texts(Text("aaaa bbbb cccc").lineLimit(...2), width: 25).first)
        #expect(cut.measurement.isTruncated)
        #expect(cut.frame.height == 25)
    }

    @Test func truncationModeReachesTheSpec() throws {
        #expect(try Self.texts(Text("a").lineLimit(1).truncationMode(.head)).first?.spec.truncation == .head)
        #expect(try Self.texts(Text("a").lineLimit(1).truncationMode(.middle)).first?.spec.truncation == .middle)
        #expect(try Self.texts(Text("a").lineLimit(1)).first?.spec.truncation == .tail)
    }

    @Test func concatenatedTextIsOneParagraphWithARunEach() throws {
        let view = Text("Due ").foregroundColor(.red) + Text("today").bold() + Text(" at 9").italic().underline()
        let text = try #require(try Self.texts(view).first)
        #expect(text.spec.string == "Due today at 9")
        #expect(text.spec.runs.map(\.range) == [0..<4, 4..<9, 9..<14])
        #expect(text.spec.runs.map(\.font.weight) == [.regular, .bold, .regular])
        #expect(text.spec.runs.map(\.font.isItalic) == [false, false, true])
        #expect(text.spec.runs[0].color == Self.rgba(.red))
        #expect(text.spec.runs[2].underline == Self.rgba(.defaultLabel))
        let list = try LayoutHarness.layout(view.font(Self.font)).displayList
        #expect(list.accessibilityElements.map(\.label) == ["Due today at 9"])
    }

    @Test func textsOfOneStyleStayPlain() throws {
        let text = try #require(try Self.texts(Text("one ") + Text("two")).first)
        #expect(text.spec.runs.isEmpty)
        #expect(text.spec.string == "one two")
    }

    @Test func anInnerStyleWinsOverAnOuterOne() throws {
        let view = (Text("red").foregroundColor(.red) + Text(" blue")).foregroundColor(.blue)
        let text = try #require(try Self.texts(view).first)
        #expect(text.spec.runs.map(\.color) == [Self.rgba(.red), Self.rgba(.blue)])
    }

    @Test func markdownLinksTakeTheTintAndCodeTheMonospacedFace() throws {
        var environment = EnvironmentValues()
        environment.tint = .green
        let text = try #require(try Self.texts(Text("See [the notice](https://www.nhs.uk) or `run`"), environment: environment).first)
        #expect(text.spec.string == "See the notice or run")
        let link = try #require(text.spec.runs.first { text.spec.substring(of: $0) == "the notice" })
        #expect(link.color == Self.rgba(.green))
        let code = try #require(text.spec.runs.first { text.spec.substring(of: $0) == "run" })
        #expect(code.font.family == FontSpec.monospacedFamily)
    }

    @Test func fontsMapToTheMainFaceAtTheirSizes() throws {
        var ax5 = EnvironmentValues()
        ax5.dynamicTypeSize = .accessibility5
        let fixed = try #require(try Self.texts(Text("a").font(.system(size: 20, weight: .bold)), environment: ax5).first)
        #expect(fixed.spec.font.size == 20)
        #expect(fixed.spec.font.weight == .bold)
        #expect(fixed.spec.font.family == FontSpec.mainFamily)
        let style = try #require(try Self.texts(Text("a").font(.system(.body, design: .monospaced, weight: .semibold)), environment: ax5).first)
        #expect(style.spec.font.size == CGFloat(DynamicTypeScale.pointSize(.body, at: .accessibility5)))
        #expect(style.spec.font.family == FontSpec.monospacedFamily)
        #expect(style.spec.font.weight == .semibold)
        let italic = try #require(try Self.texts(Text("a").font(.title3.bold().italic())).first)
        #expect(italic.spec.font.isItalic && italic.spec.font.weight == .bold)
        let digits = try #require(try Self.texts(Text("1").font(.body.monospacedDigit())).first)
        #expect(digits.spec.runs.map(\.monospacedDigits) == [true])
    }

    @Test func viewModifiersStyleTheTextsInside() throws {
        let texts = try Self.texts(VStack { Text("a"); Text("b").italic(false) }.italic().fontWeight(.semibold))
        #expect(texts.map(\.spec.font.isItalic) == [true, false])
        #expect(texts.map(\.spec.font.weight) == [.semibold, .semibold])
    }

    @Test func aTextsOwnFontKeepsItsDesignAndWeightUnderViewModifiers() throws {
        let texts = try Self.texts(VStack {
            Text("mono").font(.system(.body, design: .monospaced, weight: .semibold))
            Text("plain")
        }.fontDesign(.default).fontWeight(.bold))
        #expect(texts.map(\.spec.font.family) == [FontSpec.monospacedFamily, "Fake"])
        #expect(texts.map(\.spec.font.weight) == [.semibold, .bold])
    }
}
