import NHSAppUI
import Testing

/// Every NHS text style at every Dynamic Type size matches Apple's table (design-reference §5).
@Suite struct DynamicTypeScaleTests {
    /// Point sizes from xSmall to AX5, as the HIG prints them.
    static let table: [(Font, Font.TextStyle, [Double])] = [
        (.nhsLargeTitle, .largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.nhsTitle, .title, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.nhsTitle2, .title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.nhsTitle3, .title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.nhsHeadline, .headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.nhsSubheadline, .subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.nhsBody, .body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.nhsCallout, .callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.nhsFootnote, .footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.nhsCaption, .caption, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.nhsCaption2, .caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    @Test func everyStyleAtEverySize() {
        for (font, style, sizes) in DynamicTypeScaleTests.table {
            #expect(font.textStyle == style)
            for (size, expected) in zip(DynamicTypeSize.allCases, sizes) {
                #expect(font.pointSize(at: size) == expected, "\(style) at \(size)")
            }
        }
    }

    @Test func onlyTheHeadlineIsBold() {
        for (font, style, _) in DynamicTypeScaleTests.table {
            #expect(font.weight == (style == .headline ? .bold : .regular), "\(style)")
        }
        #expect(Font.nhsBody.bold().weight == .bold)
    }

    @Test func customSizesScaleRelativeToTheirStyle() {
        let custom = Font.nhsCustom(size: 20)
        #expect(custom.pointSize(at: .large) == 20)
        #expect(abs(custom.pointSize(at: .accessibility5) - 20 * 53 / 17) < 1e-9)
        let caption = Font.nhsCustom(size: 24, relativeTo: .caption)
        #expect(abs(caption.pointSize(at: .xxxLarge) - 24 * 18 / 12) < 1e-9)
    }

    @Test func accessibilitySizesStartAtAX1() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize) == [
            .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
        ])
        #expect(DynamicTypeSize(named: "AX5") == .accessibility5)
        #expect(DynamicTypeSize(named: "xxxlarge") == .xxxLarge)
        #expect(DynamicTypeSize(named: "huge") == nil)
    }
}
