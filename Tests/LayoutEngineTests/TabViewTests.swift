import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// TabView as iOS screen code writes it: the chosen tab above the bar, an item a tab (its first
/// image over its first text), a tap target that chooses it, VoiceOver's "Tab, N of M"; and the
/// paged style's dots.
@Suite struct TabViewTests {
    static let font = Font.custom("Fake", size: 10)

    final class Choice: @unchecked Sendable {
        var tab: Int
        init(_ tab: Int) { self.tab = tab }
        var binding: Binding<Int> { Binding(get: { self.tab }, set: { self.tab = $0 }) }
    }

    private func tabs(_ selection: Binding<Int>?) -> some View {
        TabView(selection: selection) {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag(0)
            Text("Messages page").tabItem { Label("Messages", systemImage: "envelope") }.tag(1)
            Text("Profile page").tabItem { Label("Profile", systemImage: "person") }.tag(2)
        }
    }

    private func layout(_ view: some View, height: CGFloat? = nil) throws -> LaidOutScreen {
        try ScreenLayout.layout(view.font(Self.font), environment: EnvironmentValues(), width: 300, height: height,
                                margins: 0, background: .white, measurer: LayoutHarness.measurer, images: FixedImages())
    }

    private func texts(_ list: DisplayList) -> [(String, CGRect)] {
        DisplayList.flatten(list.items).compactMap { entry in
            // Not the symbols: glyphs of the icon face, at private-use code points.
            guard case .text(let item) = entry.item,
                  !item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) else { return nil }
            return (item.spec.string, item.frame)
        }
    }

    /// iOS 18's `Tab` draws as the same tab written with `tabItem` and `tag`; a `TabSection`
    /// changes nothing in a tab bar, nor does the sidebar-adaptable style; a tab's choice runs
    /// through the selection.
    @Test func tabsWrittenTheIOS18WayDrawAsTabItems() throws {
        let choice = Choice(1)
        let written = TabView(selection: choice.binding) {
            Tab("Home", systemImage: "house", value: 0) { Text("Home page") }
            TabSection("Inbox") {
                Tab("Messages", systemImage: "envelope", value: 1) { Text("Messages page") }
            }
            Tab(value: 2, role: .search) { Text("Profile page") } label: { Label("Profile", systemImage: "person") }
        }
        .tabViewStyle(.sidebarAdaptable)
        let new = try layout(written, height: 600)
        let old = try layout(tabs(Choice(1).binding), height: 600)
        #expect(new.displayList.items == old.displayList.items)
        #expect(new.displayList.accessibilityElements == old.displayList.accessibilityElements)
        #expect(new.displayList.tapTargets == old.displayList.tapTargets)
        #expect(new.tap(targetAt: 2) && choice.tab == 2)
        // Without a selection, tabs need no value; the first is shown.
        let plain = try layout(TabView {
            Tab("Home", systemImage: "house") { Text("Home page") }
            Tab("Messages", systemImage: "envelope") { Text("Messages page") }
        }.tabViewStyle(.tabBarOnly), height: 600)
        #expect(texts(plain.displayList).map(\.0) == ["Home page", "Home", "Messages"])
        let sectioned = try layout(TabView {
            TabSection("Main") {
                Tab("Home", systemImage: "house") { Text("Home page") }
                Tab("Messages", systemImage: "envelope") { Text("Messages page") }
            }
        }, height: 600)
        #expect(sectioned.displayList.items == plain.displayList.items)
    }

    /// A tab's value is read as the selection's type, as iOS 18's tab builder reads it: an enum's
    /// cases need no type name, in sections too, and a tab with modifiers is taken as it is.
    @Test func aTabsValueIsReadAsTheSelectionsType() throws {
        enum Section: Hashable { case home, messages }
        final class Chosen: @unchecked Sendable { var section = Section.messages }
        let chosen = Chosen()
        let selection = Binding(get: { chosen.section }, set: { chosen.section = $0 })
        let screen = try layout(TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
            TabSection("Inbox") {
                Tab("Messages", systemImage: "envelope", value: .messages) { Text("Messages page") }
            }
            if chosen.section == .home {
                Tab("Hidden", systemImage: "eye.slash", value: .home) { Text("Never") }.badge(1)
            }
        }, height: 600)
        #expect(texts(screen.displayList).map(\.0) == ["Messages page", "Home", "Messages"])
        // A badge on a tab is the badge on its item, as on a tab written with tabItem.
        let badged = try layout(TabView(selection: selection) {
            Tab("Home", systemImage: "house", value: .home) { Text("Home page") }
            Tab("Messages", systemImage: "envelope", value: .messages) { Text("Messages page") }.badge(3).customizationID("inbox")
        }, height: 600)
        let written = try layout(TabView(selection: selection) {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag(Section.home)
            Text("Messages page").tabItem { Label("Messages", systemImage: "envelope") }.tag(Section.messages).badge(3)
        }, height: 600)
        #expect(badged.displayList.items == written.displayList.items)
        #expect(texts(badged.displayList).map(\.0).contains("3"))
        #expect(screen.tap(targetAt: 0) && chosen.section == .home)
    }

    @Test func theChosenTabIsDrawnAboveTheBar() throws {
        let screen = try layout(tabs(Choice(1).binding), height: 600)
        let drawn = texts(screen.displayList)
        #expect(drawn.map(\.0) == ["Messages page", "Home", "Messages", "Profile"])
        // The tab's content is centred in what the bar leaves; the bar is at the bottom.
        let page = try #require(drawn.first?.1)
        #expect(abs(page.midY - (600 - TabBarMetrics.barHeight) / 2) < 0.01)
        let targets = screen.displayList.tapTargets
        #expect(targets.count == 3)
        for (index, target) in targets.enumerated() {
            #expect(target.frame == CGRect(x: CGFloat(index) * 100, y: 600 - TabBarMetrics.barHeight, width: 100,
                                           height: TabBarMetrics.barHeight))
        }
        #expect(screen.displayList.accessibilityElements.map(\.spokenDescription) == [
            "Messages page.", "Home, Tab, 1 of 3.", "Selected. Messages, Tab, 2 of 3.", "Profile, Tab, 3 of 3.",
        ])
    }

    @Test func tappingAnItemChoosesItsTab() throws {
        let choice = Choice(0)
        let screen = try layout(tabs(choice.binding))
        #expect(screen.tap(targetAt: 2))
        #expect(choice.tab == 2)
        #expect(texts(try layout(tabs(choice.binding)).displayList).first?.0 == "Profile page")
    }

    @Test func withoutASelectionOrAMatchingTagTheFirstTabShows() throws {
        #expect(texts(try layout(tabs(nil)).displayList).first?.0 == "Home page")
        #expect(texts(try layout(tabs(Choice(7).binding)).displayList).first?.0 == "Home page")
        let untagged = TabView {
            Text("One").tabItem { Text("1") }
            Text("Two").tabItem { Text("2") }
        }
        #expect(texts(try layout(untagged).displayList).map(\.0) == ["One", "1", "2"])
    }

    @Test func theBarTakesTheFirstImageAndTextOfAnItemWhereverItsModifiersPutThem() throws {
        let view = TabView(selection: Choice(1).binding) {
            Text("A").tabItem { VStack { Image(systemName: "house"); Text("Home") } }.tag(0).padding()
            Group {
                Text("B1")
                Text("B2")
            }
            .tabItem { Label("Both", systemImage: "star") }.tag(1)
        }
        let list = try layout(view).displayList
        #expect(texts(list).map(\.0) == ["B1", "B2", "Home", "Both"])
        let symbols = DisplayList.flatten(list.items).filter { entry in
            if case .text(let item) = entry.item { return texts(DisplayList(size: .zero, background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0), items: [entry.item])).isEmpty }
            if case .path = entry.item { return true }
            return false
        }
        #expect(symbols.count >= 2)
        #expect(list.accessibilityElements.last?.spokenDescription == "Selected. Both, Tab, 2 of 2.")
    }

    @Test func tabItemsAndTagsOutsideATabViewChangeNothing() throws {
        let plain = try layout(Text("Alone")).displayList
        let marked = try layout(Text("Alone").tabItem { Label("Home", systemImage: "house") }.tag(3)).displayList
        #expect(marked.dump() == plain.dump())
        #expect(marked.annotations == plain.annotations)
    }

    @Test func aPickerInATabKeepsItsOwnTags() throws {
        let choice = Choice(0)
        let picked = Choice(1)
        let view = TabView(selection: choice.binding) {
            Picker("Size", selection: picked.binding) {
                Text("Small").tag(0)
                Text("Large").tag(1)
            }
            .pickerStyle(.segmented)
            .tabItem { Text("Settings") }.tag(0)
        }
        let list = try layout(view).displayList
        #expect(list.accessibilityElements.contains { $0.label.hasPrefix("Large") && $0.traits.contains(.isSelected) })
        #expect(list.accessibilityElements.last?.spokenDescription == "Selected. Settings, Tab, 1 of 1.")
    }

    @Test func thePagedStyleHasDotsAndNoBar() throws {
        let paged = try layout(tabs(Choice(1).binding).tabViewStyle(.page))
        #expect(texts(paged.displayList).map(\.0) == ["Messages page"])
        #expect(paged.displayList.tapTargets.isEmpty)
        #expect(paged.displayList.accessibilityElements.map(\.spokenDescription) == ["Messages page.", "Adjustable. Page 2 of 3."])
        let circles = DisplayList.flatten(paged.displayList.items).filter { entry in
            if case .fill(let shape, _) = entry.item { return shape.rect.width == TabBarMetrics.pageDotSize }
            return false
        }
        #expect(circles.count == 3)
        let undotted = try layout(tabs(Choice(1).binding).tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(undotted.displayList.accessibilityElements.map(\.spokenDescription) == ["Messages page."])
    }
}
