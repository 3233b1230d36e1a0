import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `labelStyle(_:)` with a style of your own: its `makeBody` draws the label.
@Suite struct LabelStyleTests {
    struct StackedLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                configuration.icon
                configuration.title.font(.caption)
            }
        }
    }

    struct BadgedLabelStyle: LabelStyle {
        @Environment(\.colorScheme) private var colorScheme
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Label(configuration)
                Text(colorScheme == .dark ? "dark" : "light")
            }
        }
    }

    static func list<V: View>(_ view: V) throws -> DisplayList {
        try LayoutHarness.layout(view, width: 300).displayList
    }

    @Test func aStyleOfYourOwnDrawsTheLabel() throws {
        let label = Label("Messages", systemImage: "envelope")
        let styled = try Self.list(label.labelStyle(StackedLabelStyle()))
        let written = try Self.list(VStack(spacing: 2) {
            Image(systemName: "envelope")
            Text("Messages").font(.caption)
        })
        #expect(styled.items == written.items)
    }

    @Test func insideAStyleLabelOfTheConfigurationIsTheStandardLook() throws {
        let styled = try Self.list(Label("Messages", systemImage: "envelope").labelStyle(BadgedLabelStyle())
            .environment(\.colorScheme, .dark))
        let written = try Self.list(HStack { Label("Messages", systemImage: "envelope"); Text("dark") }
            .environment(\.colorScheme, .dark))
        #expect(styled.items == written.items)
        #expect(try Self.list(Label("Messages", systemImage: "envelope").labelStyle(.titleOnly)).textItems
                    .map(\.spec.string) == ["Messages"])
    }
}
