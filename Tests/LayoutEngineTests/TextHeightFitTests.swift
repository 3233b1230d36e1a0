import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A text offered less height than its lines need keeps the lines that fit, as SwiftUI's does
/// (`TextHeightFit`). With the fixed-advance fake's 10 pt face (5 pt a character, 12.5 pt lines),
/// "aaaa bbbb cccc dddd" within 20 pt is four lines, 50 pt tall.
@Suite struct TextHeightFitTests {
    static let words = "aaaa bbbb cccc dddd"

    static func layout<V: View>(_ view: V) throws -> (texts: [TextItem], list: DisplayList) {
        let list = try LayoutHarness.layout(view.font(TextStylingLayoutTests.font), width: 20).displayList
        let texts = DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
            if case .text(let text) = entry.item { return text }
            return nil
        }
        return (texts, list)
    }

    @Test func aFrameTooShortKeepsTheLinesThatFitWithAnEllipsis() throws {
        let (texts, list) = try Self.layout(Text(Self.words).frame(width: 20, height: 30))
        let text = try #require(texts.first)
        #expect(text.spec.lineLimit == 2)
        #expect(text.measurement.lineCount == 2 && text.measurement.isTruncated)
        #expect(text.frame == CGRect(x: 0, y: 2.5, width: 20, height: 25))
        // VoiceOver still reads the whole text.
        #expect(list.accessibilityElements.map(\.label) == [Self.words])
    }

    @Test func aTextKeepsOneLineHoweverLittleHeightItIsOffered() throws {
        let text = try #require(try Self.layout(Text(Self.words).frame(width: 20, height: 5)).texts.first)
        #expect(text.spec.lineLimit == 1 && text.frame.height == 12.5)
        // Centred in its 5 pt frame, it reaches past it as SwiftUI's does.
        #expect(text.frame.minY == -3.75)
    }

    @Test func aTextThatFitsIsNotCut() throws {
        let text = try #require(try Self.layout(Text(Self.words).frame(width: 20, height: 50)).texts.first)
        #expect(text.spec.lineLimit == nil && !text.measurement.isTruncated && text.frame.height == 50)
    }

    @Test func inAStackATextIsFlexibleFromOneLineToAllAndGoesBeforeAColour() throws {
        // Flexibility: the text 12.5 to 50 pt, the colour unlimited; the text is offered half of
        // 60 pt first and keeps two lines, the colour takes the rest.
        let (texts, list) = try Self.layout(VStack(spacing: 0) {
            Text(Self.words)
            Color.red
        }.frame(width: 20, height: 60))
        #expect(texts.first?.frame.height == 25)
        #expect(LayoutHarness.frames(list).contains("fill 0,25 20x35"))
    }

    @Test func fixedSizeVerticallyKeepsEveryLineInAStack() throws {
        let (texts, list) = try Self.layout(VStack(spacing: 0) {
            Text(Self.words).fixedSize(horizontal: false, vertical: true)
            Color.red
        }.frame(width: 20, height: 60))
        #expect(texts.first?.frame.height == 50 && texts.first?.spec.lineLimit == nil)
        #expect(LayoutHarness.frames(list).contains("fill 0,50 20x10"))
    }

    @Test func aLineLimitAndAHeightTakeTheSmallerCount() throws {
        let three = try #require(try Self.layout(Text(Self.words).lineLimit(3).frame(width: 20, height: 30)).texts.first)
        #expect(three.spec.lineLimit == 2)
        let one = try #require(try Self.layout(Text(Self.words).lineLimit(1).frame(width: 20, height: 30)).texts.first)
        #expect(one.spec.lineLimit == 1 && one.frame.height == 12.5)
    }

    @Test func aScaleFactorShrinksBeforeLinesAreCut() throws {
        // At 0.52 of its size (2.6 pt a character, 6.5 pt lines) the text is four lines of 26 pt:
        // it fits a 26 pt frame whole. At the factor, 0.5, it still needs 25 pt: offered 15 pt it
        // is shrunk as far as allowed and then cut to the two lines that fit.
        let shrunk = try #require(try Self.layout(Text(Self.words).minimumScaleFactor(0.5).frame(width: 20, height: 26)).texts.first)
        #expect(shrunk.frame.height <= 26 && !shrunk.measurement.isTruncated && shrunk.spec.lineLimit == nil)
        #expect(shrunk.spec.font.size < 10)
        let cut = try #require(try Self.layout(Text(Self.words).minimumScaleFactor(0.5).frame(width: 20, height: 15)).texts.first)
        #expect(cut.spec.font.size == 5 && cut.spec.lineLimit == 2 && cut.frame.height == 12.5)
    }

    /// Counts the measurements asked of a spec with a line limit: the cuts.
    final class CutCounter: TextMeasuring, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var cuts: Int { lock.withLock { count } }

        func measure(_ spec: TextSpec, width: CGFloat?) -> TextMeasurement {
            if spec.lineLimit != nil { lock.withLock { count += 1 } }
            return LayoutHarness.measurer.measure(spec, width: width)
        }
    }

    @Test func rowsOfAFixedHeightAreNotCutWhenTheirLabelsFit() throws {
        // A row stack is placed at its height: its label is asked within no width (how narrow it
        // can get) with that height, and answered whole, not cut to an ellipsis; at its share it
        // fits, so no text of the page is measured with a line limit.
        let counter = CutCounter()
        let rows = VStack(spacing: 0) {
            ForEach(0..<20, id: \.self) { index in
                HStack { Text("Message \(index)"); Spacer(); Text("Today") }.frame(height: 20)
            }
        }
        let list = try LayoutHarness.layout(rows.font(TextStylingLayoutTests.font), width: 200, measurer: counter).displayList
        #expect(counter.cuts == 0)
        #expect(DisplayList.flatten(list.items).allSatisfy { entry in
            if case .text(let text) = entry.item { return !text.measurement.isTruncated }
            return true
        })
    }
}
