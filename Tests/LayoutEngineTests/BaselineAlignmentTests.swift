import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `HStack(alignment: .firstTextBaseline)` with the real Pango measurer: texts of different sizes
/// and weights end up with their first baselines on one line, and the stack is tall enough for all.
@Suite struct BaselineAlignmentTests {
    /// `view` laid out 220 pt wide with real shaping, and its texts in paint order.
    static func laidOut(_ view: some View) throws -> (screen: LaidOutScreen, texts: [TextItem]) {
        let screen = try LayoutHarness.layout(view, width: 220, measurer: try RealMeasurer.shared())
        let texts = DisplayList.flatten(screen.displayList.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item }
            return nil
        }
        return (screen, texts)
    }

    @Test func textsOfDifferentSizesShareTheirFirstBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Text("£4.20").font(.nhsTitle)
            Text("per item, two lines at this width").font(.nhsFootnote)
            Text("Due").font(.nhsHeadline)
        }
        let (screen, texts) = try BaselineAlignmentTests.laidOut(view)
        #expect(texts.count == 3)
        let baselines = texts.map { $0.frame.minY + $0.measurement.firstBaseline }
        for baseline in baselines { #expect(abs(baseline - baselines[0]) < 0.01, "\(baselines)") }
        #expect(Set(texts.map { $0.frame.minY }).count > 1, "different sizes start at different heights")
        let bottom = texts.map(\.frame.maxY).max() ?? 0
        #expect(screen.displayList.size.height >= bottom - 0.01, "the page holds the lowest text")
    }
}

/// `HStack(alignment: .lastTextBaseline)` with the real Pango measurer: the last lines of texts
/// of different sizes and line counts share a baseline.
@Suite struct LastBaselineAlignmentTests {
    @Test func textsShareTheirLastBaseline() throws {
        let view = HStack(alignment: .lastTextBaseline, spacing: 4) {
            Text("£4.20").font(.nhsTitle)
            Text("per item, two lines at this width").font(.nhsFootnote)
            Text("Due").font(.nhsHeadline)
        }
        let (screen, texts) = try BaselineAlignmentTests.laidOut(view)
        #expect(texts.count == 3)
        #expect(texts[1].measurement.lineCount > 1, "the middle text wraps")
        #expect(texts[1].measurement.lastBaseline > texts[1].measurement.firstBaseline + 10)
        #expect(texts[0].measurement.lastBaseline == texts[0].measurement.firstBaseline, "one line: one baseline")
        let baselines = texts.map { $0.frame.minY + $0.measurement.lastBaseline }
        for baseline in baselines { #expect(abs(baseline - baselines[0]) < 0.01, "\(baselines)") }
        // On the first baselines instead, the one-line texts would sit at the top.
        #expect(texts[0].frame.minY > texts[1].frame.minY)
        #expect(screen.displayList.size.height >= (texts.map(\.frame.maxY).max() ?? 0) - 0.01, "the page holds the lowest text")
    }
}
