import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A guide of one's own, for the nested stacks that pass it on.
private struct DeepGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    fileprivate static let deepGuide = HorizontalAlignment(DeepGuide.self)
}

/// The cost of layout grows with the number of views, not with their nesting: every view is
/// asked a bounded number of distinct questions, and a repeated question is answered from the
/// view's memory. Counted (not timed) with `LayoutStatistics`.
@Suite struct LayoutCostTests {
    /// `VStack { HStack { Text; Spacer; <deeper> }; Text }`, `depth` levels deep.
    static func nested(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("Leaf text that wraps at narrow widths")) }
        return AnyView(VStack(alignment: .leading) {
            HStack {
                Text("Level \(depth)")
                Spacer()
                nested(depth - 1)
            }
            Text("Under level \(depth)")
        }.padding(2))
    }

    /// `count` rows of a label, a spacer and a chevron, padded, on a background.
    static func rows(_ count: Int) -> some View {
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                HStack {
                    Text("Row \(index)")
                    Spacer()
                    Image(systemName: "chevron.right")
                }
                .padding(12)
                .background(Color.white)
            }
        }
    }

    @Test func sizesWorkedOutPerViewStayBoundedAsNestingDeepens() throws {
        var perView: [Int: Double] = [:]
        for depth in [1, 2, 4, 8, 12, 16] {
            let statistics = try LayoutHarness.layout(Self.nested(depth), width: 393).statistics
            perView[depth] = statistics.computationsPerView
        }
        // Before the pass remembered answers, each level cost about eight times the last.
        for (depth, ratio) in perView {
            #expect(ratio <= 6, "depth \(depth): \(ratio) sizes worked out per view")
        }
        let shallow = try #require(perView[4]), deep = try #require(perView[16])
        #expect(deep <= shallow * 1.25, "per-view cost grew from \(shallow) at depth 4 to \(deep) at depth 16")
    }

    /// `VStack(alignment: .deepGuide) { Text; <deeper> }`, `depth` levels deep, the innermost text
    /// setting the guide: each stack passes it on to the one above.
    static func guideNest(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("Leaf").alignmentGuide(.deepGuide) { $0[.trailing] }) }
        return AnyView(VStack(alignment: .deepGuide) {
            Text("Level \(depth)")
            guideNest(depth - 1)
        })
    }

    /// A stack asks its children's guides while sizing and again while placing: unremembered,
    /// a guide set deep inside was worked out twice as often at each level up (depth 14 took
    /// 0.9 s); remembered per view and question, the count grows with the views.
    @Test func guidesPassedUpThroughNestedStacksAreWorkedOutOncePerView() throws {
        var perView: [Int: Double] = [:]
        for depth in [2, 4, 8, 16] {
            let statistics = try LayoutHarness.layout(Self.guideNest(depth), width: 393).statistics
            perView[depth] = Double(statistics.guideComputations) / Double(statistics.viewCount)
        }
        let shallow = try #require(perView[4]), deep = try #require(perView[16])
        #expect(shallow > 0, "the guides were asked for")
        #expect(deep <= shallow * 1.25, "guides worked out per view grew from \(shallow) at depth 4 to \(deep) at depth 16")
    }

    /// A long stack lined up on a guide of one's own that every row sets: as many guides worked
    /// out per view for 1,000 rows as for 100.
    @Test func aLongStackOnAGuideOfOnesOwnWorksOutEachRowsGuideOnce() throws {
        func perView(_ count: Int) throws -> Double {
            let view = VStack(alignment: .deepGuide) {
                ForEach(0..<count, id: \.self) { index in
                    HStack {
                        Text("Label \(index)")
                        Text("Value").alignmentGuide(.deepGuide) { $0[.leading] }
                    }
                }
            }
            let statistics = try LayoutHarness.layout(view, width: 393).statistics
            return Double(statistics.guideComputations) / Double(statistics.viewCount)
        }
        let short = try perView(100), long = try perView(1_000)
        #expect(short > 0 && long <= short * 1.05, "\(short) guides worked out per view for 100 rows, \(long) for 1,000")
    }

    /// Counts the geometry readers' contents made.
    final class ContentCount: @unchecked Sendable {
        var made = 0
    }

    /// `GeometryReader { VStack { Text; <deeper> } }`, `depth` readers deep.
    static func readers(_ depth: Int, _ count: ContentCount) -> AnyView {
        guard depth > 0 else { return AnyView(Text("Innermost")) }
        return AnyView(GeometryReader { proxy in
            let _ = count.made += 1
            VStack(alignment: .leading) {
                Text("Width \(Int(proxy.size.width))")
                readers(depth - 1, count).frame(height: 20 * CGFloat(depth))
            }
        }.frame(height: 20 * CGFloat(depth) + 20))
    }

    @Test func nestedGeometryReadersMakeEachContentOnceAndCostTheSamePerView() throws {
        var perView: [Int: Double] = [:]
        for depth in [1, 4, 16] {
            let count = ContentCount()
            let statistics = try LayoutHarness.layout(Self.readers(depth, count), width: 393).statistics
            #expect(count.made == depth, "depth \(depth): contents made \(count.made) times")
            perView[depth] = statistics.computationsPerView
        }
        let shallow = try #require(perView[4]), deep = try #require(perView[16])
        #expect(deep <= shallow * 1.25, "per-view cost grew from \(shallow) at depth 4 to \(deep) at depth 16")
    }

    @Test func aLongStackCostsTheSamePerRow() throws {
        let hundred = try LayoutHarness.layout(Self.rows(100), width: 393).statistics
        let thousand = try LayoutHarness.layout(Self.rows(1_000), width: 393).statistics
        #expect(thousand.viewCount > 9 * hundred.viewCount)
        #expect(thousand.sizeComputations <= 10 * hundred.sizeComputations + 20,
                "100 rows: \(hundred.sizeComputations) sizes, 1,000 rows: \(thousand.sizeComputations)")
    }

    @Test func aRepeatedQuestionIsAnsweredFromMemory() throws {
        // Three nested frames around one text: each container asks its child the same
        // proposal when sizing and again when placing; the text is measured once per width.
        let view = Text("abc").frame(maxWidth: .infinity).padding(4).frame(width: 100)
        let statistics = try LayoutHarness.layout(view, width: 200).statistics
        #expect(statistics.viewCount == 4)
        #expect(statistics.sizeComputations <= 2 * statistics.viewCount, "\(statistics.sizeComputations) sizes for 4 views")
    }

    @Test func deepNestingLaysOutTheSameFramesAsItsParts() throws {
        // The memory must not change results: the innermost leaf sits where the arithmetic says.
        let list = try LayoutHarness.layout(Self.nested(12), width: 393).displayList
        let texts = DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
            if case .text(let text) = entry.item { return text } else { return nil }
        }
        #expect(texts.count == 25)
        let leaf = try #require(texts.first { $0.spec.string.hasPrefix("Leaf") })
        #expect(leaf.frame.minX > 0)
        #expect(texts.allSatisfy { $0.frame.width > 0 && $0.frame.height > 0 })
    }
}
