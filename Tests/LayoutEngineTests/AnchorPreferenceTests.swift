import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `anchorPreference` and `GeometryProxy[anchor]`: an overlay reads where a view inside was placed,
/// in its own coordinates (a tab's underline, a callout's arrow).
@Suite struct AnchorPreferenceTests {
    struct Chosen: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    struct Centre: PreferenceKey {
        static let defaultValue: Anchor<CGPoint>? = nil
        static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
    }

    static func tabs() -> some View {
        HStack(spacing: 20) {
            Text("Upcoming")
            Text("Past").anchorPreference(key: Chosen.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(Chosen.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.red.frame(width: bounds.width, height: 2).offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
    }

    @Test func anOverlayReadsWhereTheAnchoredViewWent() throws {
        let list = try LayoutHarness.layout(Self.tabs(), width: 300).displayList
        let past = try #require(DisabledTests.texts(list).first { $0.spec.string == "Past" })
        let underline = try #require(DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, let colour) = entry.item, colour == DisabledTests.rgba(.red) { return shape.rect }
            return nil
        }.first)
        #expect(underline == CGRect(x: past.frame.minX, y: past.frame.maxY, width: past.frame.width, height: 2), "\(underline) \(past.frame)")
    }

    @Test func pointsAndRectsOfAViewAreInTheReadersCoordinates() throws {
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Centre.self, value: .center) { $0 }
            .padding(30)
            .overlayPreferenceValue(Centre.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        Text(verbatim: "\(Int(proxy[anchor].x)),\(Int(proxy[anchor].y))")
                    }
                }
            }
        let texts = DisabledTests.texts(try LayoutHarness.layout(view, width: 100).displayList)
        // The reader covers the padded view; the blue rect's centre is 30 + 20, 30 + 10 inside it.
        #expect(texts.map(\.spec.string) == ["50,40"])
    }

    @Test func aRectOfTheViewIsMovedWithIt() throws {
        let view = Color.blue.frame(width: 40, height: 20)
            .anchorPreference(key: Chosen.self, value: .rect(CGRect(x: 5, y: 5, width: 10, height: 4))) { $0 }
            .padding(30)
            .overlayPreferenceValue(Chosen.self) { anchor in
                GeometryReader { proxy in
                    if let anchor { Text(verbatim: "\(Int(proxy[anchor].minX)),\(Int(proxy[anchor].minY)),\(Int(proxy[anchor].width))") }
                }
            }
        #expect(DisabledTests.texts(try LayoutHarness.layout(view, width: 100).displayList).map(\.spec.string) == ["35,35,10"])
    }

    @Test func withoutAReaderItDrawsAsBefore() throws {
        let plain = try LayoutHarness.layout(Text("Past"), width: 300).displayList.dump()
        #expect(try LayoutHarness.layout(Text("Past").anchorPreference(key: Chosen.self, value: .bounds) { $0 }, width: 300)
            .displayList.dump() == plain)
    }
}

/// A background reads anchors too: it is placed after the view and drawn behind it.
@Suite struct BackgroundAnchorTests {
    static func highlighted() -> some View {
        HStack(spacing: 20) {
            Text("Upcoming")
            Text("Past").anchorPreference(key: AnchorPreferenceTests.Chosen.self, value: .bounds) { $0 }
        }
        .padding(10)
        .backgroundPreferenceValue(AnchorPreferenceTests.Chosen.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Color.yellow.frame(width: bounds.width, height: bounds.height).offset(x: bounds.minX, y: bounds.minY)
                }
            }
        }
    }

    @Test func aBackgroundReadsWhereTheAnchoredViewWent() throws {
        let list = try LayoutHarness.layout(Self.highlighted(), width: 300).displayList
        let past = try #require(DisabledTests.texts(list).first { $0.spec.string == "Past" })
        let highlight = try #require(DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, let colour) = entry.item, colour == DisabledTests.rgba(.yellow) { return shape.rect }
            return nil
        }.first)
        #expect(highlight == past.frame, "\(highlight) \(past.frame)")
    }

    @Test func theBackgroundIsDrawnBehindTheView() throws {
        let entries = DisplayList.flatten(try LayoutHarness.layout(Self.highlighted(), width: 300).displayList.items)
        let fill = try #require(entries.firstIndex { entry in
            if case .fill(_, let colour) = entry.item { return colour == DisabledTests.rgba(.yellow) }
            return false
        })
        let firstText = try #require(entries.firstIndex { entry in
            if case .text = entry.item { return true }
            return false
        })
        #expect(fill < firstText)
    }

    @Test func itsReadingOrderIsTheViews() throws {
        let view = Text("Past").anchorPreference(key: AnchorPreferenceTests.Chosen.self, value: .bounds) { $0 }
            .backgroundPreferenceValue(AnchorPreferenceTests.Chosen.self) { _ in Text("Behind") }
        let screen = try LayoutHarness.layout(view, width: 300)
        #expect(screen.displayList.accessibilityElements.map(\.label) == ["Past", "Behind"])
    }
}
