import Foundation

/// How `LabeledContent` is drawn, as SwiftUI's `LabeledContentStyle`: write your own with
/// `makeBody(configuration:)`, or use `.automatic` (the label leading, the value trailing).
@MainActor @preconcurrency
public protocol LabeledContentStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The labeled content's parts, as the style sees them.
    typealias Configuration = LabeledContentStyleConfiguration
    /// The whole labeled content, made from its label and its content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a labeled-content style is given: the label and the content, type-erased.
public nonisolated struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public nonisolated struct Label: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The content (the value), as a view.
    public nonisolated struct Content: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The standard look: the label leading, the value trailing in the secondary colour.
public nonisolated struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The automatic style.
    public init() {}
    /// The labeled content as the kit draws it by default.
    public func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The standard look.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct LabeledContentStyleKey: EnvironmentKey {
        static var defaultValue: AnyLabeledContentStyle? { nil }
    }

    /// The style `LabeledContent` inside is drawn with; nil for the automatic one.
    package var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws `LabeledContent` inside with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformingEnvironment { environment in
            environment.labeledContentStyle = style is AutomaticLabeledContentStyle ? nil : AnyLabeledContentStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        }
    }
}
