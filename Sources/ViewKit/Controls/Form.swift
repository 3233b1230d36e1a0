import Foundation

/// A form of controls, as SwiftUI's `Form`: on iOS, a `List` in the inset-grouped style, with
/// `Section`s as its sections.
public struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(List { content }.listStyle(.insetGrouped), in: environment)
    }
}

/// A label beside a value, as SwiftUI's `LabeledContent`: the label leading, the value trailing in
/// the secondary colour (under the label at the accessibility text sizes), one VoiceOver element
/// reading both.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
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
        let stacked = environment.dynamicTypeSize.isAccessibilitySize
        let row = ControlRow(isStacked: stacked, spacing: LabeledContentMetrics.spacing) {
            label
        } control: {
            content.foregroundColor(.secondary).multilineTextAlignment(stacked ? .leading : .trailing)
        }
        .accessibilityElement(children: .combine)
        return resolveView(row, in: environment)
    }
}

extension LabeledContent where Label == Text {
    /// A text label and a content view.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A text label and a text value.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }) { Text(title) }
    }
}

/// `LabeledContent`'s measurements.
public enum LabeledContentMetrics {
    /// The least space between the label and the value.
    public static let spacing: CGFloat = 8
}
