import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `badge(_:)` where SwiftUI shows it: trailing in a list row (before a navigation link's
/// chevron), on a tab's item; nowhere else.
@Suite struct BadgeTests {
    static let font = Font.custom("Fake", size: 10)

    private func list(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
    }

    private func texts(_ list: DisplayList) -> [(string: String, frame: CGRect, color: RGBAColor)] {
        DisplayList.flatten(list.items).compactMap { entry in
            guard case .text(let item) = entry.item,
                  !item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) else { return nil }
            return (item.spec.string, item.frame, item.color)
        }
    }

    @Test func aListRowShowsItsBadgeTrailingInTheSecondaryColour() throws {
        let page = try list(List { Text("Inbox").badge(12) })
        let drawn = texts(page)
        #expect(drawn.map(\.string) == ["Inbox", "12"])
        let (inbox, count) = (drawn[0], drawn[1])
        #expect(inbox.frame.minX < count.frame.minX)
        #expect(abs(inbox.frame.midY - count.frame.midY) < 0.01)
        // iOS's secondary label colour: #3c3c43 at 60 %.
        #expect(count.color == RGBAColor(hex: 0x3c3c43, alpha: 0.6))
        #expect(page.accessibilityElements.map(\.label) == ["Inbox, 12"])
    }

    @Test func aNavigationLinkTakesTheBadgeBeforeItsChevron() throws {
        let page = try list(List { NavigationLink(destination: EmptyView()) { Text("Messages") }.badge("New") })
        let drawn = texts(page)
        #expect(drawn.map(\.string) == ["Messages", "New"])
        let chevron = try #require(DisplayList.flatten(page.items).compactMap { entry -> CGRect? in
            if case .path(let path) = entry.item { return path.bounds }
            if case .text(let item) = entry.item, item.spec.string.unicodeScalars.allSatisfy({ (0xE000...0xF8FF).contains($0.value) }) {
                return item.frame
            }
            return nil
        }.last)
        #expect(drawn[1].frame.maxX <= chevron.minX)
        #expect(page.tapTargets.count == 1)
        #expect(page.accessibilityElements.map(\.spokenDescription) == ["Button. Messages, New."])
    }

    @Test func aZeroOrNilBadgeShowsNothing() throws {
        let plain = try list(List { Text("Inbox") })
        #expect(try list(List { Text("Inbox").badge(0) }).dump() == plain.dump())
        #expect(try list(List { Text("Inbox").badge(nil as Text?) }).dump() == plain.dump())
        #expect(try list(List { Text("Inbox").badge(nil as String?) }).dump() == plain.dump())
    }

    @Test func outsideListsAndTabsABadgeChangesNothing() throws {
        let plain = try list(VStack { Text("Inbox") })
        let badged = try list(VStack { Text("Inbox").badge(4) })
        #expect(badged.dump() == plain.dump())
        #expect(badged.accessibilityElements == plain.accessibilityElements)
    }

    @Test func aTabsBadgeIsARedCapsuleByItsIconAndIsRead() throws {
        let view = TabView {
            Text("Home page").tabItem { Label("Home", systemImage: "house") }
            Text("Messages page").tabItem { Label("Messages", systemImage: "envelope") }.badge(3)
        }
        let page = try list(view)
        let red = RGBAColor(hex: 0xff3b30)  // UIKit's system red, light
        let capsules = DisplayList.flatten(page.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, let colour) = entry.item, colour == red { return shape.rect }
            return nil
        }
        let capsule = try #require(capsules.first)
        #expect(capsules.count == 1)
        #expect(capsule.height == TabBarMetrics.badgeHeight)
        // On the second item's half of the bar, over its top.
        #expect(capsule.minX > 150)
        #expect(texts(page).contains { $0.string == "3" && capsule.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) })
        #expect(page.accessibilityElements.last?.spokenDescription == "Messages, 3, Tab, 2 of 2.")
    }
}
