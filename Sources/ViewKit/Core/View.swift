/// A piece of user interface, described by its `body`, as in SwiftUI.
///
/// `body` is isolated to the main actor, as SwiftUI's is, so a body (and the actions and tasks it
/// makes) may read and call a `@MainActor` model. The kit evaluates bodies on the thread that
/// renders the cell (`MainActorBody`): a snapshot's views and models are its own.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view, evaluated in the view's environment.
    @ViewBuilder @MainActor var body: Body { get }
}

/// Runs main-actor code (a body, a `@State` or `@StateObject` initial value) on the calling
/// thread: the renderer's threads evaluate the views of the cells they draw, each cell's views
/// and models its own, as one thread would.
enum MainActorBody {
    /// `view`'s body, evaluated on the calling thread.
    static func of<V: View>(_ view: V) -> V.Body {
        let isolated: @MainActor (V) -> V.Body = { $0.body }
        return unsafeBitCast(isolated, to: ((V) -> V.Body).self)(view)
    }

    /// `modifier`'s body around `content`, evaluated on the calling thread.
    static func of<M: ViewModifier>(_ modifier: M, content: ModifierContent) -> M.Body {
        let isolated: @MainActor (M, ModifierContent) -> M.Body = { $0.body(content: $1) }
        return unsafeBitCast(isolated, to: ((M, ModifierContent) -> M.Body).self)(modifier, content)
    }

    /// `work`, run on the calling thread.
    static func run<T>(_ work: @MainActor () -> T) -> T {
        withoutActuallyEscaping(work) { work in unsafeBitCast(work, to: (() -> T).self)() }
    }

    /// `work` as a function the calling thread may run.
    static func detached<T>(_ work: @escaping @MainActor () -> T) -> () -> T {
        unsafeBitCast(work, to: (() -> T).self)
    }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called (not isolated: it is also `Never`'s body as a gesture, toolbar content...).
    public nonisolated var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are drawn by the kit itself; their body is never evaluated.
    public nonisolated var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the kit resolves itself instead of evaluating a body.
package protocol PrimitiveView {
    /// The primitive nodes this view becomes in `environment`.
    func resolve(in environment: EnvironmentValues) -> [ResolvedNode]
}

/// Turns any view into primitive nodes: primitives resolve themselves, other views are replaced
/// by their body, evaluated with `environment` as the current environment.
package func resolveView<V: View>(_ view: V, in environment: EnvironmentValues) -> [ResolvedNode] {
    if let primitive = view as? any PrimitiveView {
        return primitive.resolve(in: environment)
    }
    if let shape = view as? any Shape {
        return shapeNodes(shape, environment)
    }
    let body = EnvironmentValues.evaluate(view, in: environment) { MainActorBody.of(view) }
    return resolveView(body, in: environment)
}
