import Foundation

/// How a `Form` is drawn, as SwiftUI's `FormStyle`: `.automatic` and `.grouped` (iOS's inset-grouped
/// list), `.columns` (the rows as a plain list, without panels), or your own `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol FormStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The form's content, as the style sees it.
    typealias Configuration = FormStyleConfiguration
    /// The whole form, made from its content.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a form style is given: the form's content, type-erased.
public nonisolated struct FormStyleConfiguration {
    /// The form's rows and sections, as a view.
    public nonisolated struct Content: View, PrimitiveView {
        let content: AnyView
        /// A primitive.
        public typealias Body = Never
        package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { content.resolve(in: environment) }
    }

    /// The content.
    public let content: Content
}

nonisolated extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style was given, drawn grouped (for a style of your own that adds to the standard look).
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The platform's default form style: on iOS, grouped.
public nonisolated struct AutomaticFormStyle: FormStyle {
    /// The automatic style.
    public init() {}
    /// The form grouped, as iOS draws it.
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// Rows in rounded sections on the grouped background (iOS's inset-grouped list).
public nonisolated struct GroupedFormStyle: FormStyle {
    /// The grouped style.
    public init() {}
    /// The form grouped.
    public func makeBody(configuration: Configuration) -> some View { Form { configuration.content } }
}

/// Rows one under another with no section panels (macOS's columns; drawn here as a plain list).
public nonisolated struct ColumnsFormStyle: FormStyle {
    /// The columns style.
    public init() {}
    /// The form's rows as a plain list.
    public func makeBody(configuration: Configuration) -> some View { List { configuration.content }.listStyle(.plain) }
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default: grouped.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

nonisolated extension FormStyle where Self == GroupedFormStyle {
    /// Rows in rounded sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

nonisolated extension FormStyle where Self == ColumnsFormStyle {
    /// Rows one under another, without panels.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// A form style as the environment keeps it: one of the built-in looks, or a style of your own.
package nonisolated enum ResolvedFormStyle: Sendable {
    case grouped
    case columns
    case custom(AnyFormStyle)
}

nonisolated extension EnvironmentValues {
    private nonisolated struct FormStyleKey: EnvironmentKey {
        static var defaultValue: ResolvedFormStyle { .grouped }
    }

    /// The style `Form` inside is drawn with.
    package var formStyle: ResolvedFormStyle {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws forms inside with `style`.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        transformingEnvironment { environment in
            if style is AutomaticFormStyle || style is GroupedFormStyle {
                environment.formStyle = .grouped
            } else if style is ColumnsFormStyle {
                environment.formStyle = .columns
            } else {
                environment.formStyle = .custom(AnyFormStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } }))
            }
        }
    }
}
