import Foundation

/// A button that opens a menu, as SwiftUI's `Menu`. A snapshot shows it closed: its label, drawn
/// and read as a button (the default style's tint); the menu's content is never built.
public struct Menu<Label: View, Content: View>: View {
    let label: Label

    /// A menu with `label`; `content` is what it would open.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A menu with `label` that runs `primaryAction` when tapped; `content` opens on a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping () -> Void) {
        self.label = label()
    }

    /// The closed menu: its label as a button.
    public var body: some View {
        Button(action: {}) { label }
    }
}

extension Menu where Label == Text {
    /// A menu titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
    }

    /// A menu titled by a string, shown as given.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
    }
}

extension Menu where Label == ViewKit.Label<Text, Image> {
    /// A menu titled by a localized key with a symbol, drawn as `Label(_:systemImage:)` is.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        label = ViewKit.Label(titleKey, systemImage: systemImage)
    }
}
