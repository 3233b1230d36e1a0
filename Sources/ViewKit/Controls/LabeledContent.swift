import Foundation

/// A label beside a value, as SwiftUI's `LabeledContent`: the label leading, the value trailing in
/// the secondary colour (under the label at the accessibility text sizes), one VoiceOver element
/// reading both. Under `.labeledContentStyle(_:)` with a style of your own, the style's
/// `makeBody(configuration:)` draws it instead.
public nonisolated struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    /// A label view and a content view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let style = environment.labeledContentStyle {
            var inner = environment
            inner.labeledContentStyle = nil
            let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)),
                                                                 content: .init(content: AnyView(content)))
            return style.body(configuration, in: inner)
        }
        let stacked = environment.dynamicTypeSize.isAccessibilitySize
        let row = ControlRow(isStacked: stacked, spacing: LabeledContentMetrics.spacing, isControl: false) {
            label
        } control: {
            content.foregroundColor(.secondary).multilineTextAlignment(stacked ? .leading : .trailing)
        }
        .accessibilityElement(children: .combine)
        return resolveView(row, in: environment)
    }
}

nonisolated extension LabeledContent where Label == Text {
    /// A text label and a content view.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A text label and a content view.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    /// A text label and a text value (shown as given).
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }) { Text(titleKey) }
    }

    /// A text label and a text value.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }) { Text(title) }
    }

    /// A text label and a value shown through `format`, in the fixed locale (`TextFormatting`).
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: TextFormatting.format(value, format)) }) { Text(titleKey) }
    }

    /// A text label and a value shown through `format`, in the fixed locale (`TextFormatting`).
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(verbatim: TextFormatting.format(value, format)) }) { Text(title) }
    }
}

nonisolated extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style was given, drawn as the style outside the current one would
    /// draw it (for a style of your own that only adds to the standard look).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// `LabeledContent`'s measurements.
public nonisolated enum LabeledContentMetrics {
    /// The least space between the label and the value.
    public static let spacing: CGFloat = 8
}
