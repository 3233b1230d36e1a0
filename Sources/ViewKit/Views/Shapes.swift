import Foundation

/// A 2D outline that fills the space it is offered, and can clip, mask or back other views, as
/// SwiftUI's `Shape`: a type of your own needs only `path(in:)`.
/// Not isolated, as SwiftUI's: a shape is a `Sendable` value whose outline may be worked out on
/// any thread, so a shape of your own is not `@MainActor` although `View` is.
nonisolated public protocol Shape: View, Animatable, Sendable {
    /// The outline fitted to `rect` (the view's own bounds, origin at zero).
    func path(in rect: CGRect) -> Path
    /// The outline as the kit draws it: the built-in shapes give their exact outline, any other
    /// shape its `path(in:)`.
    var resolvedShape: ResolvedShapeValue { get }
}

nonisolated extension Shape {
    /// Any shape of your own: drawn from `path(in:)`.
    public var resolvedShape: ResolvedShapeValue {
        let shape = self
        return ResolvedShapeValue(.custom(ShapeOutline { shape.path(in: $0) }))
    }

    /// A shape is drawn by the kit; its body is never evaluated.
    public var body: Never { fatalError("\(Self.self) is a shape and is drawn from path(in:)") }
}

/// A shape's outline in renderer-neutral terms.
public nonisolated struct ResolvedShapeValue: Hashable, Sendable {
    package let shape: ResolvedShape
    package init(_ shape: ResolvedShape) { self.shape = shape }
}

/// A shape's `path(in:)`, kept to be fitted at layout; equal only to itself.
package final nonisolated class ShapeOutline: Hashable, Sendable {
    package let path: @Sendable (CGRect) -> Path
    package init(_ path: @escaping @Sendable (CGRect) -> Path) { self.path = path }
    package static func == (lhs: ShapeOutline, rhs: ShapeOutline) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// How a path is filled or used as a clip, as SwiftUI's `FillStyle`.
public nonisolated struct FillStyle: Hashable, Sendable {
    /// True for the even-odd rule, false for non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (the kit always antialiases; see README).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// An ellipse fitted to its frame.
public nonisolated struct Ellipse: Shape, PrimitiveView {
    /// An ellipse.
    public init() {}
    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// How a rounded corner is drawn.
public nonisolated enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Apple's continuous corner.
    case continuous
}

/// A rectangle.
public nonisolated struct Rectangle: Shape, PrimitiveView {
    /// A rectangle.
    public init() {}
    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.rectangle) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A rectangle with the same radius at every corner.
public nonisolated struct RoundedRectangle: Shape, PrimitiveView {
    /// The corners' width and height (equal for circular corners; `EllipticalCorners`).
    public let cornerSize: CGSize
    /// The corner style.
    public let style: RoundedCornerStyle

    /// The corner radius: the corners' width (their height too, unless made with unequal `cornerSize`).
    public var cornerRadius: CGFloat { cornerSize.width }

    /// A rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let radius = max(0, cornerRadius.isFinite ? cornerRadius : 0)
        self.init(corners: CGSize(width: radius, height: radius), style: style)
    }

    init(corners: CGSize, style: RoundedCornerStyle) {
        cornerSize = CGSize(width: max(0, corners.width.isFinite ? corners.width : 0),
                            height: max(0, corners.height.isFinite ? corners.height : 0))
        self.style = style
    }

    /// The rounded rectangle (circular corners in the path; the kit draws continuous ones exactly).
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    /// The outline.
    public var resolvedShape: ResolvedShapeValue {
        guard cornerSize.width == cornerSize.height else { return ellipticalOutline }
        return ResolvedShapeValue(.roundedRectangle(topLeading: cornerRadius, topTrailing: cornerRadius,
                                                    bottomLeading: cornerRadius, bottomTrailing: cornerRadius,
                                                    continuous: style == .continuous))
    }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A rectangle with its own radius at each corner.
public nonisolated struct UnevenRoundedRectangle: Shape, PrimitiveView {
    let radii: (CGFloat, CGFloat, CGFloat, CGFloat)
    let style: RoundedCornerStyle

    /// Radii corner by corner.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        radii = (topLeadingRadius, topTrailingRadius, bottomLeadingRadius, bottomTrailingRadius)
        self.style = style
    }

    /// The outline with circular corners.
    public func path(in rect: CGRect) -> Path {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ value: CGFloat) -> CGFloat { max(0, min(value, limit)) }
        let tl = clamp(radii.0), tr = clamp(radii.1), bl = clamp(radii.2), br = clamp(radii.3)
        var path = Path()
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        if tr > 0 { path.addArc(center: CGPoint(x: r.maxX - tr, y: r.minY + tr), radius: tr, startAngle: .degrees(-90), endAngle: .zero, clockwise: false) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        if br > 0 { path.addArc(center: CGPoint(x: r.maxX - br, y: r.maxY - br), radius: br, startAngle: .zero, endAngle: .degrees(90), clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        if bl > 0 { path.addArc(center: CGPoint(x: r.minX + bl, y: r.maxY - bl), radius: bl, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        if tl > 0 { path.addArc(center: CGPoint(x: r.minX + tl, y: r.minY + tl), radius: tl, startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false) }
        path.closeSubpath()
        return path
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
public nonisolated struct Capsule: Shape, PrimitiveView {
    /// A capsule.
    public init() {}
    /// A capsule, as SwiftUI's `init(style:)`; drawn with circular ends either way (README).
    public init(style: RoundedCornerStyle) {}
    /// The capsule.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.capsule) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A circle centred in its frame.
public nonisolated struct Circle: Shape, PrimitiveView {
    /// A circle.
    public init() {}
    /// The circle centred in `rect`, as wide as its shorter side.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The outline.
    public var resolvedShape: ResolvedShapeValue { ResolvedShapeValue(.circle) }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}

/// A shape filled with the current foreground colour.
func shapeNodes(_ shape: some Shape, _ environment: EnvironmentValues) -> [ResolvedNode] {
    let colour = environment.resolve(environment.foregroundColor ?? .defaultLabel)
    return [.shape(shape.resolvedShape.shape.directed(environment.layoutDirection), .fill(colour))]
}

/// A shape painted with a colour, or with the foreground colour when it names none.
///
/// Stroked, the outline is drawn as SwiftUI draws it: `stroke` centred on the shape's edge (half
/// the width outside the frame), `strokeBorder` inside it, with the style's caps, joins and
/// dashes. A built-in shape without dashes is drawn as the exact border of its outline (grown by
/// half the width for `stroke`); a shape or path of your own, or a dashed one, is stroked along
/// its path (for `strokeBorder`, the path of the shape inset by half the width; a built-in
/// shape's path has circular corners).
public nonisolated struct PaintedShape<S: Shape>: View, PrimitiveView {
    /// The shape painted.
    public let shape: S
    let color: Color?
    let strokeStyle: StrokeStyle?
    /// Whether the stroke lies inside the edge (`strokeBorder`) rather than centred on it.
    let strokesInside: Bool

    init(shape: S, color: Color?, strokeWidth: CGFloat?, inside: Bool = true) {
        self.init(shape: shape, color: color, strokeStyle: strokeWidth.map { StrokeStyle(lineWidth: $0) }, inside: inside)
    }

    init(shape: S, color: Color?, strokeStyle: StrokeStyle?, inside: Bool) {
        self.shape = shape
        self.color = color
        strokesInside = inside
        self.strokeStyle = strokeStyle.map { style in
            var clean = style
            clean.lineWidth = max(0, style.lineWidth.isFinite ? style.lineWidth : 0)
            return clean
        }
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let colour = environment.resolve(color ?? environment.foregroundColor ?? .defaultLabel)
        let outline = shape.resolvedShape.shape.directed(environment.layoutDirection)
        guard let strokeStyle else { return [.shape(outline, .fill(colour))] }
        let half = strokeStyle.lineWidth / 2
        let isDashed = strokeStyle.dash.contains(where: { $0 > 0 })
        if case .custom = outline {
            guard strokesInside, let insettable = shape as? any InsettableShape else { return [.shape(outline, .stroke(colour, strokeStyle))] }
            return [.shape(Self.insetOutline(insettable, by: half).directed(environment.layoutDirection), .stroke(colour, strokeStyle))]
        }
        if isDashed {
            let shape = shape, inset = strokesInside ? half : 0
            let path = ShapeOutline { shape.path(in: $0.insetBy(dx: inset, dy: inset)) }
            return [.shape(ResolvedShape.custom(path).directed(environment.layoutDirection), .stroke(colour, strokeStyle))]
        }
        return [.shape(strokesInside ? outline : Self.grown(outline, by: half), .strokeBorder(colour, width: strokeStyle.lineWidth))]
    }

    /// `outline` grown by `amount` on every side (an inset outline's inset made smaller, so its
    /// corners stay concentric).
    private static func grown(_ outline: ResolvedShape, by amount: CGFloat) -> ResolvedShape {
        guard amount != 0 else { return outline }
        if case .inset(let base, let inset) = outline { return .inset(base, by: inset - amount) }
        return .inset(outline, by: -amount)
    }

    /// The outline of `shape` inset by `amount`.
    private static func insetOutline<T: InsettableShape>(_ shape: T, by amount: CGFloat) -> ResolvedShape {
        shape.inset(by: amount).resolvedShape.shape
    }
}

nonisolated extension Shape {
    /// The shape filled with `color`.
    public func fill(_ color: Color) -> PaintedShape<Self> { PaintedShape(shape: self, color: color, strokeWidth: nil) }

    /// The shape's outline in `color`, `lineWidth` wide, inside its edge.
    public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: color, strokeWidth: lineWidth)
    }

    /// The shape filled with a style: a colour, a gradient or a material.
    public func fill<S: ShapeStyle>(_ content: S) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }

    /// The shape's outline in `color`, `lineWidth` wide, centred on its edge.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: color, strokeWidth: lineWidth, inside: false)
    }

    /// The shape's outline in the foreground colour (the primary label colour unless
    /// `foregroundColor` or `foregroundStyle` sets one), drawn inside its edge; `antialiased` is
    /// accepted (edges are always antialiased).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: nil, strokeWidth: lineWidth)
    }

    /// The shape's outline in the foreground colour, centred on its edge.
    public func stroke(lineWidth: CGFloat = 1, antialiased: Bool = true) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: nil, strokeWidth: lineWidth, inside: false)
    }
}

/// A shape filled with a shape style, as SwiftUI's `_ShapeView` (what `fill(_:)` returns).
public nonisolated struct _ShapeView<S: Shape, Style: ShapeStyle>: View, PrimitiveView {
    /// The shape filled.
    public let shape: S
    let style: Style

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let shadowed = style as? any ShadowedShapeStyle { return resolveView(shadowed.shadowedFill(shape), in: environment) }
        if let paint = style as? ImagePaint { return resolveView(paint.tiles.clipShape(shape), in: environment) }
        return styledShapeNodes(shape.resolvedShape.shape.directed(environment.layoutDirection), style, environment)
    }
}

nonisolated extension Color: PrimitiveView {
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.shape(.rectangle, .fill(environment.resolve(self)))]
    }
}
