/// A reusable change to a view, written with a `body(content:)`, as in SwiftUI; isolated to the
/// main actor, as `View` is.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The view being modified, as a placeholder.
    typealias Content = ModifierContent
    /// The modified view, made on the main actor.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public nonisolated struct ModifierContent: View, PrimitiveView {
    let resolveContent: (EnvironmentValues) -> [ResolvedNode]

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { resolveContent(environment) }
}

/// A view with a modifier applied.
public nonisolated struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The view.
    public let content: Content
    /// The modifier.
    public let modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let placeholder = ModifierContent { resolveView(content, in: $0) }
        let body = EnvironmentValues.evaluate(modifier, in: environment) { onMainActor((modifier, placeholder)) { $0.0.body(content: $0.1) } }
        return resolveView(body, in: environment)
    }
}

nonisolated extension View {
    /// Applies a modifier.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view whose nodes are rewritten by a closure after resolving: the building block of the
/// kit's own modifiers.
nonisolated struct TransformedView<Content: View>: View, PrimitiveView {
    let content: Content
    let transformEnvironment: @Sendable (inout EnvironmentValues) -> Void
    let transformNodes: (ResolvedNode, EnvironmentValues) -> ResolvedNode
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var inner = environment
        transformEnvironment(&inner)
        let nodes = resolveView(content, in: inner)
        guard inner.layoutDirection == environment.layoutDirection else {
            return nodes.map { transformNodes(LayoutDirectionChange.wrap($0, inner.layoutDirection), environment) }
        }
        return nodes.map { transformNodes($0, environment) }
    }
}

nonisolated extension View {
    /// Resolves the content in a changed environment.
    func transformingEnvironment(_ change: @escaping @Sendable (inout EnvironmentValues) -> Void) -> TransformedView<Self> {
        TransformedView(content: self, transformEnvironment: change, transformNodes: { node, _ in node })
    }

    /// Wraps each resolved node of the content.
    func wrappingNodes(_ wrap: @escaping (ResolvedNode, EnvironmentValues) -> ResolvedNode) -> TransformedView<Self> {
        TransformedView(content: self, transformEnvironment: { _ in }, transformNodes: wrap)
    }
}
