import Foundation

/// A link to another screen, as SwiftUI's `NavigationLink`. A snapshot shows the link, not its
/// destination: in a `List` its label with a disclosure chevron at the trailing end, elsewhere
/// its label as a button in the tint colour. Either way it is one button for VoiceOver.
public nonisolated struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    /// A link to `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to the view `destination` makes.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        guard environment.isListContent else {
            return resolveView(Button(action: {}) { label }, in: environment)
        }
        // The label takes the row's width less the chevron, as a list row's accessory leaves it;
        // the row's badge, if any, comes before the chevron.
        let badge = environment.rowBadge.flatMap { $0.isPlaced ? nil : $0 }
        badge?.isPlaced = true
        let row = Button(action: {}) {
            HStack(spacing: NavigationLinkMetrics.chevronSpacing) {
                label
                    .frame(maxWidth: .infinity, alignment: .leading)
                if let badge { RowBadge.text(badge.label) }
                // iOS's disclosure indicator points the way reading goes: mirrored right to left.
                Image(systemName: "chevron.right")
                    .font(Font.system(.footnote, weight: .semibold))
                    .foregroundColor(NavigationLinkMetrics.chevronColor)
                    .flipsForRightToLeftLayoutDirection(true)
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        return resolveView(row, in: environment)
    }
}

/// The list disclosure chevron.
public nonisolated enum NavigationLinkMetrics {
    /// The chevron's colour: iOS's tertiary label colour.
    public static let chevronColor = Color(light: .init(hex: 0x3c3c43, opacity: 0.3), dark: .init(hex: 0xebebf5, opacity: 0.3))
    /// The least space between the label and the chevron.
    public static let chevronSpacing: CGFloat = 8
}

nonisolated extension NavigationLink where Destination == Never {
    /// A link that pushes `value`.
    public init<V: Hashable>(value: V?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link with a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    /// A link with a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    /// A link with a text label to the view `destination` makes.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link with a text label to the view `destination` makes.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

nonisolated extension NavigationLink where Label == Text, Destination == Never {
    /// A link with a text label that pushes `value`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) {
        self.label = Text(titleKey)
    }

    /// A link with a text label that pushes `value`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, value: V?) {
        self.label = Text(title)
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ListContentKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True inside a `List`'s rows: navigation links show a disclosure chevron there.
    public var isListContent: Bool {
        get { self[ListContentKey.self] }
        set { self[ListContentKey.self] = newValue }
    }
}
