import Foundation

/// The current foreground style as a shape style, as SwiftUI's `ForegroundStyle` (`.foreground`):
/// the colour `foregroundColor` or `foregroundStyle` set around the view, else the primary label
/// colour.
public nonisolated struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    /// The foreground style.
    public init() {}

    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(environment.resolve(environment.foregroundColor ?? .defaultLabel))
    }
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Fills and strokes in any shape style, as SwiftUI's `Shape` offers them: a stroke in a
/// gradient is the gradient over the shape's frame seen through the stroke. Strokes stay inside
/// the shape's edge, and `StrokeStyle` gives their width (README, deviations).
nonisolated extension Shape {
    /// The shape filled with the foreground style.
    public func fill() -> _ShapeView<Self, ForegroundStyle> { fill(ForegroundStyle()) }

    /// The shape filled with `content`, by `style`'s rule: even-odd leaves the parts of a path of
    /// your own that overlap an odd number of times unfilled (the built-in shapes never overlap).
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> some View {
        EvenOddFill(shape: self, content: content, isEvenOdd: style.isEOFilled)
    }

    /// The shape filled with the foreground style, by `style`'s rule.
    public func fill(style: FillStyle) -> some View { fill(ForegroundStyle(), style: style) }

    /// The shape's outline in `content`, `lineWidth` wide; `antialiased` is accepted (edges are
    /// always antialiased).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        StyledStroke(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), inside: false)
    }

    /// The shape's outline in `content`, of `style`'s width.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        StyledStroke(shape: self, style: content, stroke: style, inside: false)
    }

    /// The shape's outline in `content`, `lineWidth` wide, inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        StyledStroke(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), inside: true)
    }

    /// The shape's outline in `content`, of `style`'s width, inside its edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        StyledStroke(shape: self, style: content, stroke: style, inside: true)
    }

    /// The shape's outline in the foreground style, drawn as `style` says, inside its edge.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> PaintedShape<Self> {
        PaintedShape(shape: self, color: nil, strokeStyle: style, inside: true)
    }
}

/// A view that draws a shape, as iOS 17's `ShapeView`: a filled shape (`fill` gives one) that can
/// be stroked too (`Circle().fill(.blue).stroke(.white, lineWidth: 2)`): the fill, with the
/// outline over it.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn: not isolated, so the `stroke` modifiers, which are not, may read it
    /// (a `Shape` is a `Sendable` value).
    nonisolated var shape: Content { get }
}

nonisolated extension PaintedShape: ShapeView {}

nonisolated extension _ShapeView: ShapeView {}

nonisolated extension ShapeView {
    /// The filled shape with its outline in `content` over it.
    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay { shape.stroke(content, lineWidth: lineWidth) }
    }

    /// The filled shape with its outline in `content`, of `style`'s width, over it.
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay { shape.stroke(content, style: style) }
    }

    /// The filled shape with its outline in `content` inside its edge.
    public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay { shape.strokeBorder(content, lineWidth: lineWidth) }
    }
}

/// A shape's outline in a shape style: a colour (or a style that resolves to one) is drawn as a
/// coloured outline (`PaintedShape`); a gradient is seen through the outline, fitted to the
/// shape's frame and reaching past it as far as a centred stroke's ink can.
nonisolated struct StyledStroke<S: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: S
    let style: Style
    let stroke: StrokeStyle
    /// `strokeBorder` (inside the edge) rather than `stroke` (centred on it).
    let inside: Bool

    typealias Body = Never
    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        func outline(_ color: Color) -> PaintedShape<S> {
            PaintedShape(shape: shape, color: color, strokeStyle: stroke, inside: inside)
        }
        guard let resolvable = style as? any ResolvableShapeStyle else {
            if let color = style as? Color { return resolveView(outline(color), in: environment) }
            return []
        }
        switch resolvable.resolvedPaint(in: environment) {
        case .color(let colour):
            return resolveView(outline(Color(light: colour, dark: colour)), in: environment)
        case .material(let name, let tint):
            // A painted shape is one node.
            return resolveView(outline(Color(light: tint, dark: tint)), in: environment).map {
                .annotation(component: MaterialAnnotation.component, properties: [MaterialAnnotation.name: name], $0)
            }
        case .shader(let name):
            return resolveView(outline(.clear), in: environment).map { ShaderAnnotation.marking($0, name: name, use: "stroke") }
        case .gradient:
            let width: CGFloat = stroke.lineWidth.isFinite ? max(0, stroke.lineWidth) : 0
            let reach: CGFloat = inside ? 0 : width / 2 * CGFloat(2).squareRoot()
            let seen = GrownRectangle(margin: reach).fill(style).mask(outline(Color.black))
            return resolveView(seen, in: environment)
        }
    }
}

/// The frame grown by `margin` on every side, as a shape: a gradient filling it is still fitted
/// to the frame.
nonisolated struct GrownRectangle: Shape {
    let margin: CGFloat

    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: -margin, dy: -margin)) }
}

/// A shape filled by the even-odd rule when asked and when its outline is a path of your own
/// (the frame filled, clipped to the path by that rule); otherwise an ordinary fill.
nonisolated struct EvenOddFill<S: Shape, Style: ShapeStyle>: View {
    let shape: S
    let content: Style
    let isEvenOdd: Bool

    var body: some View {
        if isEvenOdd, case .custom = shape.resolvedShape.shape {
            Rectangle().fill(content).clipShape(shape, style: FillStyle(eoFill: true))
        } else {
            shape.fill(content)
        }
    }
}
