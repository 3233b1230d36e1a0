import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `Section(isExpanded:)`: a collapsed section is its header alone; in a sidebar list the header
/// toggles it, with a chevron.
@Suite struct CollapsibleSectionTests {
    typealias Flag = DisclosureGroupStyleTests.Flag

    static func list(_ flag: Flag, sidebar: Bool) throws -> LaidOutScreen {
        let list = List {
            Section("Medicines", isExpanded: flag.binding) {
                Text("Two repeats")
                Text("One acute")
            }
            Section("Allergies") { Text("None") }
        }
        return try DisclosureGroupStyleTests.screen(sidebar ? AnyView(list.listStyle(.sidebar)) : AnyView(list))
    }

    static func strings(_ screen: LaidOutScreen) -> [String] { screen.displayList.textItems.map(\.spec.string) }

    @Test func aCollapsedSectionShowsItsHeaderAndNoRows() throws {
        #expect(Self.strings(try Self.list(Flag(false), sidebar: false)) == ["MEDICINES", "ALLERGIES", "None"])
        #expect(Self.strings(try Self.list(Flag(true), sidebar: false)) == ["MEDICINES", "Two repeats", "One acute", "ALLERGIES", "None"])
    }

    @Test func outsideASidebarTheHeaderIsNoControl() throws {
        let flag = Flag(true)
        let screen = try Self.list(flag, sidebar: false)
        #expect(screen.displayList.tapTargets.isEmpty)
        let plain = try DisclosureGroupStyleTests.screen(List {
            Section("Medicines") { Text("Two repeats"); Text("One acute") }
            Section("Allergies") { Text("None") }
        })
        #expect(screen.displayList.items == plain.displayList.items)
    }

    @Test func inASidebarTheHeaderTogglesTheSection() throws {
        let flag = Flag(true)
        let expanded = try Self.list(flag, sidebar: true)
        #expect(expanded.displayList.tapTargets.count == 1)
        let header = try #require(expanded.displayList.accessibilityElements.first)
        #expect(header.spokenDescription.contains("Medicines, Expanded"), "\(header.spokenDescription)")
        #expect(header.frame.height >= 44)
        #expect(header.traits.contains(.isHeader) && header.traits.contains(.isButton))
        #expect(expanded.tap(targetAt: 0))
        #expect(!flag.value)
        let collapsed = try Self.list(flag, sidebar: true)
        #expect(Self.strings(collapsed).filter { $0.count > 1 } == ["Medicines", "Allergies", "None"])
        #expect(collapsed.displayList.accessibilityElements.first?.spokenDescription.contains("Medicines, Collapsed") == true)
    }

    /// What the first section's header row draws: its title, and a chevron (a symbol's glyph,
    /// or a vector drawing for `chevron.right`), by kind.
    static func headerRow(_ flag: Flag, sidebar: Bool) throws -> [String] {
        let list = try Self.list(flag, sidebar: sidebar).displayList
        return DisplayList.flatten(list.items).compactMap { entry in
            switch entry.item {
            case .text(let text) where text.frame.minY < 44: return text.spec.string.count == 1 ? "glyph" : text.spec.string
            case .path(let path) where path.bounds.minY < 44: return "drawing"
            default: return nil
            }
        }
    }

    @Test func theChevronTurnsWithTheSection() throws {
        #expect(try Self.headerRow(Flag(true), sidebar: true) == ["Medicines", "glyph"])
        #expect(try Self.headerRow(Flag(false), sidebar: true) == ["Medicines", "drawing"])
        let grouped = try Self.headerRow(Flag(true), sidebar: false)
        #expect(grouped.first == "MEDICINES" && !grouped.contains("glyph") && !grouped.contains("drawing"), "\(grouped)")
    }
}
