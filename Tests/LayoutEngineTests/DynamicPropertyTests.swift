import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A property wrapper of an app's own, made of `@Environment`, as iOS code writes one.
@propertyWrapper
private struct SchemeName: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    var wrappedValue: String { scheme == .dark ? "dark" : "light" }
}

@MainActor private final class Heard {
    var names: [String] = []
}

private struct SchemeLabel: View {
    @SchemeName private var name
    let heard: Heard

    var body: some View {
        VStack {
            Text("Scheme: \(name)")
            Button("Say") { heard.names.append(name) }
        }
    }
}

private struct SelectionKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var selection: Binding<String>? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
}

private struct FocusReader: View {
    @FocusedBinding(\.selection) private var selection
    @State private var text = "Draft"

    var body: some View {
        Text(selection ?? "nothing focused")
            .focusedValue(\.selection, $text)
            .focusedSceneValue(\.selection, $text)
    }
}

/// `DynamicProperty` wrappers of your own read the view's environment, in the body and in
/// actions run later; focused values compile and read nil (nothing has focus in a snapshot).
@MainActor
@Suite struct DynamicPropertyTests {
    static let font = Font.custom("Fake", size: 10)

    @Test func aWrapperOfYourOwnReadsTheViewsEnvironment() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let heard = Heard()
        let screen = try LayoutHarness.layout(SchemeLabel(heard: heard).font(Self.font), width: 200, environment: environment)
        #expect(DisabledTests.texts(screen.displayList).map(\.spec.string).first == "Scheme: dark")
        // Run after layout, the action reads the environment the view was evaluated in.
        #expect(screen.tap(targetAt: 0))
        #expect(heard.names == ["dark"])
    }

    @Test func focusedValuesReadNothing() throws {
        let screen = try LayoutHarness.layout(FocusReader().font(Self.font), width: 200)
        #expect(DisabledTests.texts(screen.displayList).map(\.spec.string) == ["nothing focused"])
    }
}
