import Foundation

/// How a group box is drawn, as SwiftUI's `GroupBoxStyle`: `.automatic` (the standard look), or
/// your own with `makeBody(configuration:)`, inside which `GroupBox(configuration)` draws the
/// standard look.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The box's parts, as the style sees them.
    typealias Configuration = GroupBoxStyleConfiguration
    /// The whole box.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: the label (empty when the box has none) and the content,
/// type-erased. Group boxes inside them are drawn in the style again.
public nonisolated struct GroupBoxStyleConfiguration {
    /// The box's label, as a view.
    public typealias Label = _StyledPart
    /// The box's content, as a view.
    public typealias Content = _StyledPart

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The standard look: the label over the content on a rounded background.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The style.
    public init() {}
    /// The standard look.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration) }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The standard look.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style with its type erased.
package typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct GroupBoxStyleKey: EnvironmentKey {
        static var defaultValue: AnyGroupBoxStyle? { nil }
    }

    /// The style of your own group boxes inside are drawn with; nil for the standard look.
    package var groupBoxStyle: AnyGroupBoxStyle? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws group boxes inside in `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        let custom = style is DefaultGroupBoxStyle ? nil : AnyGroupBoxStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        return transformingEnvironment { $0.groupBoxStyle = custom }
    }
}
