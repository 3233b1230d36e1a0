import Foundation

/// A shape that can be inset, as SwiftUI's `InsettableShape`: `inset(by:)` draws it inside its
/// frame by `amount` on every edge, its corner radii smaller by as much (so an inset rounded
/// rectangle's corners stay concentric with the original's).
nonisolated public protocol InsettableShape: Shape {
    /// The inset shape's type.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every edge (a negative amount grows it).
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset by an amount: what the built-in shapes' `inset(by:)` return.
public nonisolated struct _InsetShape<Base: Shape>: InsettableShape, PrimitiveView {
    let base: Base
    let amount: CGFloat

    /// The base shape's path in `rect` inset by the amount (its radii smaller by as much when it
    /// is a rounded rectangle).
    public func path(in rect: CGRect) -> Path {
        let inner = _InsetShape.inset(rect, by: amount)
        if let rounded = base as? RoundedRectangle {
            let corners = CGSize(width: max(0, rounded.cornerSize.width - amount), height: max(0, rounded.cornerSize.height - amount))
            return RoundedRectangle(cornerSize: corners, style: rounded.style).path(in: inner)
        }
        return base.path(in: inner)
    }

    /// The outline: a built-in shape inset exactly, any other drawn from its path in the inset frame.
    public var resolvedShape: ResolvedShapeValue {
        let amount = amount
        switch base.resolvedShape.shape {
        case .custom where base is RoundedRectangle:
            // Elliptical corners, each side smaller by the amount (`path(in:)`).
            let inset = self
            return ResolvedShapeValue(.custom(ShapeOutline { inset.path(in: $0) }))
        case .custom(let outline):
            return ResolvedShapeValue(.custom(ShapeOutline { outline.path(_InsetShape.inset($0, by: amount)) }))
        case .inset(let inner, let earlier):
            return ResolvedShapeValue(.inset(inner, by: earlier + amount))
        case let shape:
            return ResolvedShapeValue(.inset(shape, by: amount))
        }
    }

    /// Inset further.
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }

    /// `rect` inset by `amount` on every edge, never below zero size.
    static func inset(_ rect: CGRect, by amount: CGFloat) -> CGRect {
        let box = rect.standardized
        return CGRect(x: box.minX + amount, y: box.minY + amount,
                      width: max(0, box.width - 2 * amount), height: max(0, box.height - 2 * amount))
    }
}

nonisolated extension InsettableShape where InsetShape == _InsetShape<Self> {
    /// The shape inset by `amount` on every edge (corner radii smaller by as much).
    public func inset(by amount: CGFloat) -> _InsetShape<Self> { _InsetShape(base: self, amount: amount) }
}

nonisolated extension Rectangle: InsettableShape {
    /// The rectangle inset.
    public typealias InsetShape = _InsetShape<Rectangle>
}

nonisolated extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset, its radius smaller by the amount.
    public typealias InsetShape = _InsetShape<RoundedRectangle>
}

nonisolated extension UnevenRoundedRectangle: InsettableShape {
    /// The rectangle inset, each radius smaller by the amount.
    public typealias InsetShape = _InsetShape<UnevenRoundedRectangle>
}

nonisolated extension Capsule: InsettableShape {
    /// The capsule inset.
    public typealias InsetShape = _InsetShape<Capsule>
}

nonisolated extension Circle: InsettableShape {
    /// The circle inset.
    public typealias InsetShape = _InsetShape<Circle>
}

nonisolated extension Ellipse: InsettableShape {
    /// The ellipse inset.
    public typealias InsetShape = _InsetShape<Ellipse>
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape` (widgets and
/// other containers that set one). Apps have no such container: it is a rectangle, as iOS draws
/// it where no container shape is set (`containerShape(_:)` is accepted and not applied).
public nonisolated struct ContainerRelativeShape: InsettableShape, PrimitiveView {
    /// The container's shape.
    public init() {}
    /// A rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The outline: a rectangle.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.rectangle) }
    /// The rectangle inset.
    public typealias InsetShape = _InsetShape<ContainerRelativeShape>
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

nonisolated extension View {
    /// Accepted: sets the shape `ContainerRelativeShape` takes inside in SwiftUI (iOS 17); the kit
    /// draws `ContainerRelativeShape` as a rectangle.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}
