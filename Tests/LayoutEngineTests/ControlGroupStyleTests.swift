import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `controlGroupStyle(_:)` with a style of your own: its `makeBody` draws the group from its
/// controls and label; inside it `ControlGroup(configuration)` is the standard look; the built-in
/// styles keep their drawings.
@Suite struct ControlGroupStyleTests {
    static let font = Font.custom("Fake", size: 10)

    /// The label over the controls, one under another.
    struct StackedControlGroupStyle: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 6) {
                configuration.label
                configuration.content
            }
        }
    }

    /// The standard look, then a note.
    struct NotedControlGroupStyle: ControlGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                ControlGroup(configuration)
                Text("note")
            }
        }
    }

    private func layout(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 300).displayList
    }

    private var group: some View {
        ControlGroup("Edit") {
            Button("Copy") {}
            Button("Paste") {}
        }
    }

    @Test func aStyleOfYourOwnDrawsTheGroup() throws {
        let styled = try layout(group.controlGroupStyle(StackedControlGroupStyle()))
        let written = try layout(VStack(alignment: .leading, spacing: 6) {
            Text("Edit")
            Button("Copy") {}
            Button("Paste") {}
        })
        #expect(styled.items == written.items)
        #expect(styled.tapTargets.map(\.label) == ["Copy", "Paste"])
    }

    @Test func insideAStyleTheConfigurationsGroupIsTheStandardLook() throws {
        let noted = try layout(group.controlGroupStyle(NotedControlGroupStyle()))
        let written = try layout(VStack(spacing: 2) { ControlGroup { Button("Copy") {}; Button("Paste") {} }; Text("note") })
        #expect(noted.items == written.items)
        #expect(noted.tapTargets.map(\.frame) == written.tapTargets.map(\.frame))
    }

    @Test func builtInStylesKeepTheirDrawings() throws {
        let plain = try layout(group)
        #expect(try layout(group.controlGroupStyle(.automatic)).items == plain.items)
        #expect(try layout(group.controlGroupStyle(.navigation)).items == plain.items)
        let menu = try layout(group.controlGroupStyle(.menu))
        #expect(menu.tapTargets.map(\.label) == ["Edit"], "a closed menu of the label")
        // A built-in style's makeBody draws in its own drawing, inside a style of your own too.
        struct MenuInside: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                MenuControlGroupStyle().makeBody(configuration: configuration)
            }
        }
        #expect(try layout(group.controlGroupStyle(MenuInside())).items == menu.items)
    }
}
