import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `NavigationSplitView`: one column in compact width, the detail alone or the columns side by
/// side (or over the detail) in regular width.
@Suite struct NavigationSplitViewTests {
    static func split(_ visibility: NavigationSplitViewVisibility = .automatic,
                      compactColumn: NavigationSplitViewColumn = .sidebar, threeColumns: Bool = false,
                      sidebarWidth: CGFloat? = nil) -> some View {
        NavigationSplitView(columnVisibility: .constant(visibility), preferredCompactColumn: .constant(compactColumn)) {
            Group {
                if let sidebarWidth {
                    Text("Inbox").navigationTitle("Messages").navigationSplitViewColumnWidth(sidebarWidth)
                } else {
                    Text("Inbox").navigationTitle("Messages")
                }
            }
        } content: {
            if threeColumns { Text("From your GP").navigationTitle("Inbox") }
        } detail: {
            Text("Your prescription is ready").navigationTitle("Message")
        }
    }

    static func texts<V: View>(_ view: V, regular: Bool) throws -> [String: CGRect] {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = regular ? .regular : .compact
        let list = try LayoutHarness.layout(view, width: regular ? 820 : 375, environment: environment).displayList
        var found: [String: CGRect] = [:]
        for item in list.textItems { found[item.spec.string] = item.frame }
        return found
    }

    @Test func compactWidthShowsOneColumnAsAStack() throws {
        let sidebar = try Self.texts(Self.split(.all), regular: false)
        #expect(Set(sidebar.keys) == ["Messages", "Inbox"])
        let detail = try Self.texts(Self.split(.all, compactColumn: .detail), regular: false)
        #expect(Set(detail.keys) == ["Message", "Your prescription is ready"])
        let content = try Self.texts(Self.split(.all, compactColumn: .content, threeColumns: true), regular: false)
        #expect(Set(content.keys) == ["Inbox", "From your GP"])
    }

    @Test func anUprightIPadShowsTheDetailWithASidebarButton() throws {
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .regular
        let list = try LayoutHarness.layout(Self.split(), width: 820, environment: environment).displayList
        #expect(!list.textItems.map(\.spec.string).contains("Inbox"))
        let button = try #require(list.accessibilityElements.first)
        #expect(button.label == "Show Sidebar")
        #expect(button.traits.contains(.isButton))
        #expect(button.frame.minX < 100)
        #expect(list.accessibilityElements.map(\.label).contains("Your prescription is ready"))
    }

    @Test func allColumnsSideBySide() throws {
        let two = try Self.texts(Self.split(.all), regular: true)
        let inbox = try #require(two["Inbox"]), detail = try #require(two["Your prescription is ready"])
        #expect(inbox.maxX <= NavigationSplitViewMetrics.sidebarWidth)
        #expect(detail.minX > NavigationSplitViewMetrics.sidebarWidth)

        let three = try Self.texts(Self.split(.all, threeColumns: true), regular: true)
        let middle = try #require(three["From your GP"]), last = try #require(three["Your prescription is ready"])
        #expect(middle.minX > NavigationSplitViewMetrics.sidebarWidth)
        #expect(middle.maxX <= NavigationSplitViewMetrics.sidebarWidth + NavigationSplitViewMetrics.contentWidth + 1)
        #expect(last.minX > NavigationSplitViewMetrics.sidebarWidth + NavigationSplitViewMetrics.contentWidth)

        let double = try Self.texts(Self.split(.doubleColumn, threeColumns: true), regular: true)
        #expect(Set(double.keys) == ["Inbox", "From your GP", "Message", "Your prescription is ready"])
        #expect(try #require(double["From your GP"]).minX < NavigationSplitViewMetrics.contentWidth)
    }

    @Test func aColumnAsksForItsWidth() throws {
        let narrow = try Self.texts(Self.split(.all, sidebarWidth: 250), regular: true)
        let title = try #require(narrow["Message"]), wide = try #require(try Self.texts(Self.split(.all), regular: true)["Message"])
        #expect(wide.minX - title.minX == NavigationSplitViewMetrics.sidebarWidth - 250)
    }

    @Test func aProminentDetailKeepsItsWidthUnderTheColumns() throws {
        let balanced = try Self.texts(Self.split(.all).navigationSplitViewStyle(.balanced), regular: true)
        let prominent = try Self.texts(Self.split(.all).navigationSplitViewStyle(.prominentDetail), regular: true)
        let wide = try #require(prominent["Message"]), narrow = try #require(balanced["Message"])
        #expect(wide.minX < 40) // at the page's leading margin, under the sidebar
        #expect(narrow.minX > NavigationSplitViewMetrics.sidebarWidth)
        #expect(try #require(prominent["Inbox"]).maxX <= NavigationSplitViewMetrics.sidebarWidth)
    }
}
