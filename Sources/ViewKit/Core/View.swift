/// A piece of user interface, described by its `body`, as in SwiftUI.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view, evaluated in the view's environment.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public typealias Body = Never
    /// Never called.
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views are drawn by the kit itself; their body is never evaluated.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
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
    let body = EnvironmentValues.evaluate(view, in: environment) { view.body }
    return resolveView(body, in: environment)
}
