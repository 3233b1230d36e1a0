import Foundation

/// A 2-D affine transform, as Core Graphics' `CGAffineTransform` (which Foundation on Linux does
/// not have): a point (x, y) goes to (a·x + c·y + tx, b·x + d·y + ty). For `Path.applying(_:)`
/// and `GraphicsContext`'s transform.
public nonisolated struct CGAffineTransform: Hashable, Sendable {
    /// The matrix: `a`, `b`, `c`, `d` turn and scale, `tx`, `ty` move.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform of the six numbers.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// A move by `tx`, `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by `sx`, `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A turn by `angle` radians (clockwise on screen, where y grows down).
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The identity.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A move by `tx`, `ty`, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `sx`, `sy`, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A turn by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The transform that undoes this one; this one unchanged when none does (it flattens the
    /// plane to a line or a point), as Core Graphics' `inverted()`.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                                 tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}

nonisolated extension CGPoint {
    /// The point moved by `transform`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

nonisolated extension Path {
    /// The path with every point moved by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = Path()
        for element in elements {
            switch element {
            case .move(let p): copy.move(to: p.applying(transform))
            case .line(let p): copy.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): copy.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                copy.addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: copy.closeSubpath()
            }
        }
        return copy
    }
}

/// How a line is stroked, as SwiftUI's `StrokeStyle`: its width, caps, joins, miter limit and
/// dashes, all drawn (`Path.strokedPath(_:)` gives the same area as a path to fill).
public nonisolated struct StrokeStyle: Hashable, Sendable {
    /// The line's width.
    public var lineWidth: CGFloat
    /// The ends of open lines.
    public var lineCap: LineCap
    /// The corners.
    public var lineJoin: LineJoin
    /// The longest a miter join may reach, in line widths.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps.
    public var dash: [CGFloat]
    /// Where the dashes start.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The end of an open line, as Core Graphics' `CGLineCap`.
    public nonisolated enum LineCap: Hashable, Sendable {
        /// Square at the end point.
        case butt
        /// A half circle past the end point.
        case round
        /// A half square past the end point.
        case square
    }

    /// A line's corners, as Core Graphics' `CGLineJoin`.
    public nonisolated enum LineJoin: Hashable, Sendable {
        /// Pointed.
        case miter
        /// Rounded.
        case round
        /// Cut off.
        case bevel
    }
}

nonisolated extension Shape {
    /// The shape's outline in `color`, drawn as `style` says, centred on its edge (`PaintedShape`).
    public func stroke(_ color: Color, style: StrokeStyle) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: color, strokeStyle: style, inside: false)
    }

    /// The shape's outline in the foreground colour, drawn as `style` says, centred on its edge.
    public func stroke(style: StrokeStyle) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: nil, strokeStyle: style, inside: false)
    }

    /// The shape's outline in `color`, drawn as `style` says, inside its edge.
    public func strokeBorder(_ color: Color, style: StrokeStyle) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: color, strokeStyle: style, inside: true)
    }
}
