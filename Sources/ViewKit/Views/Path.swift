import Foundation

/// An outline made of lines and curves, as SwiftUI's `Path`, in the coordinates of the rect a
/// shape is drawn in (y down). Arcs and ellipses are stored as cubic Béziers.
public nonisolated struct Path: Hashable, Sendable {
    /// One step of a path.
    public nonisolated enum Element: Hashable, Sendable {
        /// Starts a new sub-path at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current sub-path.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    private var start: CGPoint?
    private var current: CGPoint?

    /// An empty path.
    public init() {}
    /// A rectangle's outline.
    public init(_ rect: CGRect) { addRect(rect) }
    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) { build(&self) }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    /// A rounded rectangle's outline with circular corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadius: cornerRadius)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The point the next element starts from.
    public var currentPoint: CGPoint? { current }

    /// The smallest rectangle holding every point, control points included.
    public var boundingRect: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        return box.isNull ? .zero : box
    }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        start = point
        current = point
    }

    /// A straight line from the current point (or a new sub-path at `point` when there is none).
    public mutating func addLine(to point: CGPoint) {
        guard current != nil else { move(to: point); return }
        elements.append(.line(to: point))
        current = point
    }

    /// Straight lines through `points`, the first starting a new sub-path.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// A cubic Bézier curve from the current point.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Closes the current sub-path with a line back to its start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = start
    }

    /// A rectangle as its own closed sub-path.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Rectangles, each its own closed sub-path.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// An ellipse inscribed in `rect`, as its own closed sub-path (four cubic quarters,
    /// clockwise on screen from the trailing edge).
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936 // 4/3·(√2 − 1): a quarter circle's Bézier handle
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
        guard radius > 0 else { addRect(r); return }
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addArc(center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius,
               startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        addArc(center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
               startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        addArc(center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius,
               startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        addArc(center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius,
               startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        closeSubpath()
    }

    /// An arc of a circle, joined to the current point by a line (or starting a sub-path).
    /// As in SwiftUI (Core Graphics' flipped convention), `clockwise: false` turns clockwise
    /// on screen, from `startAngle` towards larger angles.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let start = startAngle.radians, end = endAngle.radians
        var sweep = end - start
        let full = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) > 0 ? full : 0) }
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) < 0 ? full : 0)
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let first = point(start)
        if current == nil { move(to: first) } else { addLine(to: first) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let p0 = point(angle), p1 = point(next)
            let c1 = CGPoint(x: p0.x - handle * CGFloat(sin(angle)), y: p0.y + handle * CGFloat(cos(angle)))
            let c2 = CGPoint(x: p1.x + handle * CGFloat(sin(next)), y: p1.y - handle * CGFloat(cos(next)))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }

    /// Every element of `path` appended.
    public mutating func addPath(_ path: Path) {
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
        var copy = Path()
        for element in elements {
            switch element {
            case .move(let p): copy.move(to: move(p))
            case .line(let p): copy.addLine(to: move(p))
            case .quadCurve(let p, let c): copy.addQuadCurve(to: move(p), control: move(c))
            case .curve(let p, let c1, let c2): copy.addCurve(to: move(p), control1: move(c1), control2: move(c2))
            case .closeSubpath: copy.closeSubpath()
            }
        }
        return copy
    }
}

nonisolated extension Path: Shape, PrimitiveView {
    /// The path itself, wherever it is drawn (as SwiftUI).
    public func path(in rect: CGRect) -> Path { self }
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { shapeNodes(self, environment) }
}
