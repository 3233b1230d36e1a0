/// Builds a view from the statements of a closure, as SwiftUI's `@ViewBuilder` does:
/// several children, `if`/`else`, optionals and loops.
@resultBuilder
public nonisolated enum ViewBuilder {
    /// No content.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One child.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several children, kept in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(first: First) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: View, Second: View>(second: Second) -> ConditionalContent<First, Second> {
        ConditionalContent(storage: .second(second))
    }

    /// A `for` loop's children.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Int], Int, Content> {
        ForEach(Array(components.indices), id: \.self) { components[$0] }
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views in a row, made by `ViewBuilder`.
public nonisolated struct TupleView<T>: View, PrimitiveView {
    /// The children.
    public let value: T
    private let children: [any View]

    /// Wraps a tuple of views.
    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        var list: [any View] = []
        for child in repeat each value { list.append(child) }
        children = list
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        children.flatMap { resolveAny($0, in: environment) }
    }
}

/// One of two views, chosen by an `if`/`else` in a `ViewBuilder`.
public nonisolated struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    nonisolated enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }
    let storage: Storage

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        switch storage {
        case .first(let view): return resolveView(view, in: environment)
        case .second(let view): return resolveView(view, in: environment)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// A primitive.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        switch self {
        case .some(let view): return resolveView(view, in: environment)
        case .none: return []
        }
    }
}

/// Resolves a view held as an existential.
package func resolveAny(_ view: any View, in environment: EnvironmentValues) -> [ResolvedNode] {
    func open<V: View>(_ view: V) -> [ResolvedNode] { resolveView(view, in: environment) }
    return open(view)
}
