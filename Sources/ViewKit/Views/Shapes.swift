import Foundation

/// A 2D outline that fills the space it is offered, and can clip or back other views.
public protocol Shape: View, Sendable {
    /// The outline as the kit draws it.
    var resolvedShape: ResolvedShapeValue { get }
}

/// A shape's outline in renderer-neutral terms.
public struct ResolvedShapeValue: Hashable, Sendable {
    package let shape: ResolvedShape
    package init(_ shape: ResolvedShape) { self.shape = shape }
}

/// How a rounded corner is drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Apple's continuous corner.
    case continuous
}

/// A rectangle.
public struct Rectangle: Shape, PrimitiveView {
    /// A rectangle.
    public init() {}
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.rectangle) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A rectangle with the same radius at every corner.
public struct RoundedRectangle: Shape, PrimitiveView {
    /// The corner radius.
    public let cornerRadius: CGFloat
    /// The corner style.
    public let style: RoundedCornerStyle

    /// A rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = max(0, cornerRadius.isFinite ? cornerRadius : 0)
        self.style = style
    }

    /// The outline.
    public var resolvedShape: ResolvedShapeValue {
        ResolvedShapeValue(.roundedRectangle(topLeading: cornerRadius, topTrailing: cornerRadius,
                                             bottomLeading: cornerRadius, bottomTrailing: cornerRadius,
                                             continuous: style == .continuous))
    }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A rectangle with its own radius at each corner.
public struct UnevenRoundedRectangle: Shape, PrimitiveView {
    let radii: (CGFloat, CGFloat, CGFloat, CGFloat)
    let style: RoundedCornerStyle

    /// Radii corner by corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        radii = (topLeadingRadius, topTrailingRadius, bottomLeadingRadius, bottomTrailingRadius)
        self.style = style
    }

    /// The outline.
    public var resolvedShape: ResolvedShapeValue {
        ResolvedShapeValue(.roundedRectangle(topLeading: radii.0, topTrailing: radii.1, bottomLeading: radii.2,
                                             bottomTrailing: radii.3, continuous: style == .continuous))
    }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A rectangle with fully rounded ends.
public struct Capsule: Shape, PrimitiveView {
    /// A capsule.
    public init() {}
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.capsule) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A circle centred in its frame.
public struct Circle: Shape, PrimitiveView {
    /// A circle.
    public init() {}
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.circle) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A shape filled with the current foreground colour.
func shapeNodes(_ shape: some Shape, _ environment: EnvironmentValues) -> [ResolvedNode] {
    let colour = environment.resolve(environment.foregroundColor ?? .defaultLabel)
    return [.shape(shape.resolvedShape.shape, .fill(colour))]
}

/// A shape painted with a colour.
public struct PaintedShape<S: Shape>: View, PrimitiveView {
    let shape: S
    let color: Color
    let strokeWidth: CGFloat?

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let colour = environment.resolve(color)
        if let strokeWidth {
            return [.shape(shape.resolvedShape.shape, .strokeBorder(colour, width: strokeWidth))]
        }
        return [.shape(shape.resolvedShape.shape, .fill(colour))]
    }
}

extension Shape {
    /// The shape filled with `color`.
    public func fill(_ color: Color) -> PaintedShape<Self> { PaintedShape(shape: self, color: color, strokeWidth: nil) }

    /// The shape's outline, drawn inside its edge.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: color, strokeWidth: max(0, lineWidth.isFinite ? lineWidth : 0))
    }

    /// Same as `strokeBorder` in this kit (the stroke is kept inside the frame).
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> PaintedShape<Self> {
        strokeBorder(color, lineWidth: lineWidth)
    }
}

extension Color: PrimitiveView {
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.shape(.rectangle, .fill(environment.resolve(self)))]
    }
}
