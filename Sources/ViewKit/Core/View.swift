import MainActorWork

/// A piece of user interface, described by its `body`, as in SwiftUI.
///
/// Isolated to the main actor, as SwiftUI's: your view types are `@MainActor`, so a body, its
/// helpers and the actions it makes may use `@MainActor` models. The kit evaluates views on the
/// main actor (`MainActorGate`), whichever thread renders; its own views are `nonisolated`, so
/// they may be made anywhere.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view, evaluated in the view's environment on the main actor.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called (not isolated: it is also `Never`'s body as a gesture, toolbar content...).
    public nonisolated var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
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
    assert(MainActorGate.isOnMainActor, "\(V.self) was resolved off the main actor: resolve through MainActorGate")
    if let primitive = view as? any PrimitiveView {
        return primitive.resolve(in: environment)
    }
    if let shape = view as? any Shape {
        return shapeNodes(shape, environment)
    }
    let body = EnvironmentValues.evaluate(view, in: environment) { onMainActor(view) { $0.body } }
    return resolveView(body, in: environment)
}

/// Runs main-actor code (a body, a style's `makeBody`) on `value` from the kit's nonisolated code,
/// which the gate (`MainActorGate`) only ever runs on the main actor: the isolated function is
/// called as a plain one. Checked in debug builds only; a body is evaluated hundreds of times a
/// page, and the gate has already put the whole pass on the main actor.
package func onMainActor<Value, Result>(_ value: Value, _ work: @MainActor (Value) -> Result,
                                        file: StaticString = #fileID, line: UInt = #line) -> Result {
    assert(MainActorGate.isOnMainActor, "a view was evaluated off the main actor", file: file, line: line)
    return withoutActuallyEscaping(work) { isolated in
        unsafeBitCast(isolated, to: ((Value) -> Result).self)(value)
    }
}
