import Foundation

/// A stack of screens with a navigation bar, as SwiftUI's `NavigationStack`. A snapshot shows its
/// root: the bar (toolbar items, and the title large below it or inline in it) above the content.
public nonisolated struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack with a path; a snapshot shows the root whatever the path holds.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        NavigationBarBuilder.screen(root, in: environment)
    }
}

/// The older navigation container, drawn as `NavigationStack`.
public nonisolated struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        NavigationBarBuilder.screen(content, in: environment)
    }
}

/// A path of values pushed on a stack, as SwiftUI's `NavigationPath`; a snapshot shows the root.
public nonisolated struct NavigationPath: Sendable, Hashable {
    /// How many screens are pushed.
    public private(set) var count = 0
    /// An empty path.
    public init() {}
    /// Whether nothing is pushed.
    public var isEmpty: Bool { count == 0 }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { count += 1 }
    /// Pops values.
    public mutating func removeLast(_ k: Int = 1) { count = max(0, count - k) }
}
