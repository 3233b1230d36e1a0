import Foundation

// SwiftUI's conveniences that label a control with `Label(_:systemImage:)`: a title and a
// symbol, drawn as that label is where the control stands (in a list row or a menu the symbol
// and the title, in a toolbar as its label style says).

nonisolated extension Button where Label == ViewKit.Label<Text, Image> {
    /// A button labelled by a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled by a string, shown as given, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { ViewKit.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled by a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled by a string, shown as given, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { ViewKit.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension Toggle where Label == ViewKit.Label<Text, Image> {
    /// A toggle labelled by a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled by a string, shown as given, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ViewKit.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension Picker where Label == ViewKit.Label<Text, Image> {
    /// A picker labelled by a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker labelled by a string, shown as given, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ViewKit.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension Menu where Label == ViewKit.Label<Text, Image> {
    /// A menu titled by a string, shown as given, with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ViewKit.Label(title, systemImage: systemImage) }
    }
}

nonisolated extension ControlGroup {
    /// A group titled by a string, shown as given, with a symbol.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}
