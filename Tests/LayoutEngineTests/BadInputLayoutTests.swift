import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Nonsense sizes and extreme text give defined results or clear errors; nothing crashes or hangs.
@Suite struct BadInputLayoutTests {
    @Test func negativeAndNaNFramesAndPaddingsBecomeZero() throws {
        let view = Text("ab")
            .frame(width: -20, height: .nan)
            .padding(-5)
            .padding(.horizontal, .nan)
        let list = try LayoutHarness.layout(view, width: 200).displayList
        #expect(list.size.width == 200)
        #expect(list.size.height.isFinite)
        for item in list.textItems {
            #expect(item.frame.width >= 0 && item.frame.height >= 0)
            #expect(item.frame.minX.isFinite && item.frame.minY.isFinite)
        }
    }

    /// A page proposes its width and an open height, as a scroll view does: an infinite maximum
    /// takes the proposed width, and on the open axis the colour keeps its 10 pt ideal size.
    @Test func infiniteMaxFramesTakeTheProposalNotInfinity() throws {
        let view = Color.red.frame(maxWidth: .infinity, maxHeight: .infinity)
        let list = try LayoutHarness.layout(view, width: 200).displayList
        #expect(list.size == CGSize(width: 200, height: 10))
    }

    @Test func aPageTallerThanAPageMayBeSaysHowTallNotThatItIsInfinite() {
        do {
            _ = try LayoutHarness.layout(Color.red.frame(height: 2_000_000), width: 200)
            Issue.record("laid out a page 2,000,000 pt tall")
        } catch {
            #expect("\(error)" == "the view is 2000000 pt tall, over the 1000000 pt a page may be: lay out fewer rows, or give it a height "
                + "(a scroll view shows the rest)")
        }
    }

    @Test func emptyTextIsAnEmptyLineAndNoElementLabel() throws {
        let list = try LayoutHarness.layout(Text(""), width: 200).displayList
        #expect(list.textItems.count == 1)
        #expect(list.textItems[0].frame.width == 0)
    }

    @Test func tenThousandCharactersWrapAndAreNeverTruncated() throws {
        let long = String(repeating: "word ", count: 2_000)
        let list = try LayoutHarness.layout(Text(long).font(.nhsBody), width: 320).displayList
        let text = try #require(list.textItems.first)
        #expect(!text.measurement.isTruncated)
        #expect(text.measurement.lineCount > 100)
        #expect(text.frame.height >= text.measurement.size.height)
    }

    @Test func tenThousandCharactersWithRealPango() throws {
        let long = String(repeating: "Organ donors save lives. ", count: 400)
        let measurer = try RealMeasurer.shared()
        let list = try LayoutHarness.layout(Text(long).font(.nhsBody), width: 320, measurer: measurer).displayList
        let text = try #require(list.textItems.first)
        #expect(!text.measurement.isTruncated)
        #expect(text.frame.height >= text.measurement.size.height - 0.01)
    }

    @Test func unknownImageNameIsAnErrorThatNamesIt() {
        #expect {
            _ = try LayoutHarness.layout(Image("campaign-that-does-not-exist"), width: 200)
        } throws: { error in
            "\(error)".contains("campaign-that-does-not-exist")
        }
    }
}
