import Foundation

/// A label that shows or hides content, as SwiftUI's `DisclosureGroup`, drawn as iOS 17 draws
/// it: the label leading and a chevron trailing in the tint, pointing right when collapsed and
/// down when expanded. Expanded, the content follows: in a list, as rows of their own; elsewhere
/// stacked under the label. The label row is one 44 pt button, read with "Expanded" or "Collapsed".
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>
    /// Drawn by `.automatic` from a style's configuration: the standard look, never a style of your own.
    var fromConfiguration = false

    /// A group whose expansion follows `isExpanded`, with a label view.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    /// A group that starts collapsed, with a label view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(isExpanded: State(wrappedValue: false).projectedValue, content: content, label: label)
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let custom = environment.disclosureGroupStyle {
            // As for group boxes: the style's body sees no style of yours, what it is given does.
            var inner = environment
            inner.disclosureGroupStyle = nil
            let restyled: @Sendable (inout EnvironmentValues) -> Void = { $0.disclosureGroupStyle = custom }
            let configuration = DisclosureGroupStyleConfiguration(
                label: .init(content: AnyView(label), restyle: restyled),
                content: .init(content: AnyView(content), restyle: restyled), isExpanded: isExpanded)
            return custom.body(configuration, in: inner)
        }
        let expanded = isExpanded.wrappedValue
        let binding = isExpanded
        let header = Button(action: { binding.wrappedValue.toggle() }) {
            HStack(spacing: DisclosureMetrics.labelSpacing) {
                label.greyedWhenDisabled(environment.isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron(isExpanded: expanded)
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityValue(expanded ? "Expanded" : "Collapsed")
        guard expanded else { return resolveView(header, in: environment) }
        if environment.isListContent {
            // In a list, each view of the content is a row under the label's row.
            return resolveView(header, in: environment) + resolveView(content, in: environment)
        }
        let stacked = VStack(alignment: .leading, spacing: DisclosureMetrics.contentSpacing) {
            header
            VStack(alignment: .leading) { content }
        }
        return resolveView(stacked, in: environment)
    }
}

nonisolated extension DisclosureGroup where Label == Text {
    /// A group with a text label whose expansion follows `isExpanded`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group with a text label whose expansion follows `isExpanded`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A group with a text label that starts collapsed.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group with a text label that starts collapsed.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// The chevron: the way reading goes when collapsed (right, or left right to left), down when
/// expanded, in the tint.
nonisolated struct DisclosureChevron: View, PrimitiveView {
    let isExpanded: Bool
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let chevron = Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(DisclosureMetrics.chevronFont)
            .foregroundColor(environment.isEnabled ? environment.tint ?? .blue : DisabledMetrics.labelColor)
            .flipsForRightToLeftLayoutDirection(!isExpanded)
            .accessibilityHidden(true)
        return resolveView(chevron, in: environment)
    }
}

/// The disclosure group's measurements, one constant each.
public nonisolated enum DisclosureMetrics {
    /// The least space between the label and the chevron.
    public static let labelSpacing: CGFloat = 8
    /// Space between the label row and the content outside a list.
    public static let contentSpacing: CGFloat = 4
    /// The chevron's font.
    public static let chevronFont = Font.body.weight(.semibold)
}
