import Foundation

/// A form of controls, as SwiftUI's `Form`: on iOS, a `List` in the inset-grouped style, with
/// `Section`s as its sections (`.formStyle(.automatic)` and `.grouped`); `.columns` draws the rows
/// as a plain list, without panels; a `FormStyle` of your own draws what its `makeBody` makes.
public nonisolated struct Form<Content: View>: View, PrimitiveView {
    let content: Content

    /// A form of the rows the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        switch environment.formStyle {
        case .grouped:
            return resolveView(List { content }.listStyle(.insetGrouped), in: environment)
        case .columns:
            return resolveView(List { content }.listStyle(.plain), in: environment)
        case .custom(let style):
            var inner = environment
            inner.formStyle = .grouped
            return style.body(FormStyleConfiguration(content: .init(content: AnyView(content))), in: inner)
        }
    }
}

