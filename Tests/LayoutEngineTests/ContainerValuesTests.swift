import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

private struct RankKey: ContainerValueKey {
    static let defaultValue = 0
}

private struct BadgeKey: ContainerValueKey {
    static let defaultValue: String? = nil
}

extension ContainerValues {
    /// Where a child goes in `RankedByContainerValue`: lowest first.
    fileprivate var rank: Int {
        get { self[RankKey.self] }
        set { self[RankKey.self] = newValue }
    }

    /// A word a `BadgedList` shows above the child.
    fileprivate var badge: String? {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

/// A column of its children in the order of their `rank` container values.
private struct RankedByContainerValue: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0.containerValues.rank < $1.containerValues.rank }) {
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

/// A container of your own, as iOS 18 code writes one: each subview on its own padded line, with
/// its badge above it when it sets one.
private struct BadgedList<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(subviews: content) { subview in
                VStack(alignment: .leading, spacing: 0) {
                    if let badge = subview.containerValues.badge { Text(badge) }
                    subview.padding(.leading, 4)
                }
            }
        }
    }
}

/// `ContainerValues`, `containerValue(_:_:)`, `LayoutSubview.containerValues`,
/// `Group(subviews:)` and `ForEach(subviews:)`, as SwiftUI has them since iOS 18.
@Suite struct ContainerValuesTests {
    static let font = Font.custom("Fake", size: 10)

    private func texts(_ view: some View) throws -> [(String, CGRect)] {
        try LayoutHarness.layout(view.font(Self.font), width: 200).displayList.textItems.map { ($0.spec.string, $0.frame) }
    }

    @Test func aLayoutReadsContainerValuesThroughModifiersButNotOutOfAContainer() throws {
        let placed = try texts(RankedByContainerValue {
            Text("c").containerValue(\.rank, 3).padding(2)
            Text("a").containerValue(\.rank, 1)
            Text("b").frame(width: 50).background(Color.red).containerValue(\.rank, 2)
            VStack { Text("d").containerValue(\.rank, -1) }
        })
        let order = placed.sorted { $0.1.minY < $1.1.minY }.map(\.0)
        // The stack's child sets -1, but values do not escape the stack: it ranks 0, first.
        #expect(order == ["d", "a", "b", "c"])
    }

    @Test func setTwiceTheOutermostWinsAndUnsetReadsTheDefault() throws {
        let view = Group(subviews: Group {
            Text("x").containerValue(\.rank, 1).containerValue(\.rank, 5)
            Text("y").padding()
        }) { subviews in
            VStack { ForEach(subviews) { Text("rank \($0.containerValues.rank)") } }
        }
        #expect(try texts(view).map(\.0) == ["rank 5", "rank 0"])
    }

    @Test func subviewsAreTheFlattenedViewsOfTheContent() throws {
        let view = Group(subviews: Group {
            Text("one")
            ForEach(0..<2) { Text("each \($0)") }
            EmptyView()
            if Bool(false) { Text("never") }
            VStack { Text("stacked"); Text("together") }
        }) { subviews in
            Text("\(subviews.count) subviews")
        }
        #expect(try texts(view).map(\.0) == ["4 subviews"])
    }

    @Test func aContainerOfYourOwnPlacesEachSubviewWithItsBadge() throws {
        let placed = try texts(BadgedList {
            Text("Repeat prescriptions").containerValue(\.badge, "New")
            Text("Appointments")
        })
        #expect(placed.map(\.0) == ["New", "Repeat prescriptions", "Appointments"])
        let frames = placed.map(\.1)
        #expect(frames[1].minX == frames[0].minX + 4)
        #expect(frames[1].minY == frames[0].maxY)
        #expect(frames[2].minX == frames[1].minX && frames[2].minY == frames[1].maxY)
    }

    @Test func subviewsAndTheirSlicesAreViews() throws {
        let content = Group { Text("a"); Text("b"); Text("c") }
        let split = try LayoutHarness.layout(Group(subviews: content) { subviews in
            VStack(spacing: 0) {
                if let first = subviews.first { first }
                Divider()
                subviews.dropFirst()
            }
        }.font(Self.font), width: 200).displayList.dump()
        let written = try LayoutHarness.layout(VStack(spacing: 0) {
            Text("a")
            Divider()
            Text("b")
            Text("c")
        }.font(Self.font), width: 200).displayList.dump()
        #expect(split == written)
        let whole = try LayoutHarness.layout(Group(subviews: content) { subviews in HStack { subviews } }.font(Self.font)).displayList
        #expect(whole.textItems.map(\.spec.string) == ["a", "b", "c"])
        #expect(whole.textItems[0].frame.minY == whole.textItems[2].frame.minY)
    }
}

/// `Group(sections:)` and `ForEach(sections:)`, as SwiftUI has them since iOS 18: a view's
/// `Section`s, with the views between them gathered into implicit sections.
@Suite struct SectionsOfContentTests {
    private func strings(_ view: some View) throws -> [String] {
        try LayoutHarness.layout(view.font(ContainerValuesTests.font), width: 300).displayList.textItems.map(\.spec.string)
    }

    @Test func explicitSectionsAndRunsOfLooseViewsAreTheSections() throws {
        let content = Group {
            Text("loose 1")
            Section("Head") { Text("a1"); Text("a2") }
            Text("loose 2")
            Text("loose 3")
            Section { Text("b") } footer: { Text("foot") }
        }
        let counts = try strings(Group(sections: content) { sections in
            VStack {
                ForEach(sections) { section in
                    Text("\(section.header.count) \(section.content.count) \(section.footer.count)")
                }
            }
        })
        #expect(counts == ["0 1 0", "1 2 0", "0 2 0", "0 1 1"])
        #expect(try strings(Group(sections: EmptyView()) { Text("\($0.count) section") }) == ["1 section"])
    }

    @Test func aSectionsHeaderIsAsWrittenAndItsContainerValuesAreRead() throws {
        let content = Group {
            Section("Head") { Text("row") }.containerValue(\.rank, 7)
        }
        let drawn = try strings(VStack {
            ForEach(sections: content) { section in
                VStack {
                    section.header
                    section.content
                    Text("rank \(section.containerValues.rank)")
                }
            }
        })
        // Not upper-cased and shrunk as a list's header; a list inside still styles its own.
        #expect(drawn == ["Head", "row", "rank 7"])
        let listed = try strings(Group(sections: content) { _ in List { Section("Head") { Text("row") } }.frame(height: 200) })
        #expect(listed.first == "HEAD")
    }
}

/// A subview is drawn in the environment where it is shown, as in SwiftUI: a font or colour put
/// on it reaches inside it.
@Suite struct SubviewEnvironmentTests {
    static let small = Font.custom("Fake", size: 10)
    static let large = Font.custom("Fake", size: 20)

    private func heights(_ view: some View) throws -> [String: CGFloat] {
        let list = try LayoutHarness.layout(view.font(Self.small), width: 300).displayList
        return Dictionary(uniqueKeysWithValues: list.textItems.map { ($0.spec.string, $0.frame.height) })
    }

    @Test func aFontPutOnASubviewReachesInsideIt() throws {
        let content = Group { Text("plain"); Text("big").containerValue(\.rank, 1) }
        let drawn = try heights(VStack {
            ForEach(subviews: content) { subview in
                if subview.containerValues.rank == 1 { subview.font(Self.large) } else { subview }
            }
        })
        // The fake measurer's lines are 1.25 em: 12.5 pt at 10 pt, 25 pt at 20 pt.
        #expect(drawn == ["plain": 12.5, "big": 25])
    }

    @Test func aSectionsHeaderTakesTheFontPutOnIt() throws {
        let content = Section("Head") { Text("row") }
        let drawn = try heights(VStack {
            ForEach(sections: content) { section in
                section.header.font(Self.large)
                section.content
            }
        })
        #expect(drawn == ["Head": 25, "row": 12.5])
    }

    @Test func aColourPutOnASubviewReachesInsideIt() throws {
        let list = try LayoutHarness.layout(Group(subviews: Text("tinted")) { subviews in
            subviews[0].foregroundColor(.red)
        }.font(Self.small), width: 300).displayList
        #expect(list.textItems.first?.color == RGBAColor(hex: 0xff3b30))
    }
}
