import Foundation

/// How a disclosure group is drawn, as SwiftUI's `DisclosureGroupStyle` (iOS 16): `.automatic`
/// (the label row with its chevron, the content under it when expanded), or your own with
/// `makeBody(configuration:)`, which reads and toggles `configuration.isExpanded`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group's parts, as the style sees them.
    typealias Configuration = DisclosureGroupStyleConfiguration
    /// The whole group.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given: the label and content, type-erased, and whether the
/// group is expanded. Disclosure groups inside them are drawn in the style again.
public nonisolated struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public typealias Label = _StyledPart
    /// The group's content, as a view.
    public typealias Content = _StyledPart

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
    /// Whether the group is expanded; set it to expand or collapse the group.
    @Binding public var isExpanded: Bool

    init(label: Label, content: Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// A part of a styled control (a label, a content), type-erased, drawn with its style back in
/// the environment, so that controls of the same kind inside it take the style again: what the
/// configurations' `Label` and `Content` are.
public nonisolated struct _StyledPart: View, PrimitiveView {
    let content: AnyView
    let restyle: @Sendable (inout EnvironmentValues) -> Void

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var inner = environment
        restyle(&inner)
        return content.resolve(in: inner)
    }
}

/// The standard look: the label row with its chevron, the content under it when expanded.
public nonisolated struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The style.
    public init() {}
    /// The standard look.
    public func makeBody(configuration: Configuration) -> some View {
        var group = DisclosureGroup(isExpanded: configuration.$isExpanded, content: { configuration.content },
                                    label: { configuration.label })
        group.fromConfiguration = true
        return group
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The standard look.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A disclosure group style with its type erased.
package typealias AnyDisclosureGroupStyle = AnyStyle<DisclosureGroupStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct DisclosureGroupStyleKey: EnvironmentKey {
        static var defaultValue: AnyDisclosureGroupStyle? { nil }
    }

    /// The style of your own disclosure groups inside are drawn with; nil for the standard look.
    package var disclosureGroupStyle: AnyDisclosureGroupStyle? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws disclosure groups inside in `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        let custom = style is AutomaticDisclosureGroupStyle
            ? nil : AnyDisclosureGroupStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        return transformingEnvironment { $0.disclosureGroupStyle = custom }
    }
}
