import Foundation

/// A view you draw into, as SwiftUI's `Canvas`: `renderer` is called with a `GraphicsContext` and
/// the canvas's size (all the space it is offered, as a shape takes) when the canvas is placed,
/// and what it fills, strokes and draws is drawn: paths in colours, texts at points, images in
/// rects, under the context's transform and opacity. As in SwiftUI, VoiceOver reads nothing
/// drawn on a canvas; give it an `accessibilityLabel`.
public nonisolated struct Canvas<Symbols: View>: View {
    private let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// A canvas drawn by `renderer`; its `symbols` are not resolved (`resolveSymbol(id:)` is nil).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
    }

    /// What the renderer drew, over the canvas's size. When anything drawn blends
    /// (`GraphicsContext.blendMode`), the canvas is composited on its own first, so that it blends
    /// with what the canvas holds, not with what is under the canvas.
    public var body: some View {
        GeometryReader { proxy in
            let drawing = GraphicsContext.draw(size: proxy.size, renderer)
            let stacked = ZStack(alignment: .topLeading) {
                ForEach(drawing.indices, id: \.self) { drawing[$0].view }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .accessibilityHidden(true)
            if drawing.contains(where: { $0.blendMode != .normal }) {
                stacked.compositingGroup()
            } else {
                stacked
            }
        }
    }
}

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (the kit draws in sRGB).
public nonisolated enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// What a canvas's renderer draws with, as SwiftUI's `GraphicsContext`: `fill`, `stroke`, `draw`
/// (texts, images), `translateBy`, `scaleBy`, `rotate`, `opacity`, `transform` and `drawLayer`.
/// A copy draws into the same canvas with its own transform and opacity.
public nonisolated struct GraphicsContext {
    /// How much of what is drawn shows, from 0 to 1.
    public var opacity: Double = 1
    /// Where drawing goes: applied to every path, text point and image rect.
    public var transform: CGAffineTransform = .identity
    /// How what is drawn next is blended with what the canvas already holds.
    public var blendMode: BlendMode = .normal
    /// The outlines what is drawn next is clipped to, in the canvas's coordinates.
    private var clips: [Path] = []
    private let drawing: Drawing

    /// What a canvas has drawn so far, shared by the copies of its context.
    private final nonisolated class Drawing {
        var commands: [DrawCommand] = []
    }

    private init(drawing: Drawing) {
        self.drawing = drawing
    }

    /// The commands `renderer` draws on a canvas of `size`.
    static func draw(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [DrawCommand] {
        var context = GraphicsContext(drawing: Drawing())
        renderer(&context, size)
        return context.drawing.commands
    }

    /// The colour (or other shading) a path is filled or stroked with, as SwiftUI's
    /// `GraphicsContext.Shading`: colours, and the foreground (the primary label colour).
    public nonisolated struct Shading {
        let color: Color

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        /// The foreground: the primary label colour.
        public static var foreground: Shading { Shading(color: .primary) }
        /// A style: its colour when it is one, else the foreground.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: (style as? Color) ?? .primary) }
    }

    /// How a canvas blends what is drawn next, as SwiftUI's `GraphicsContext.BlendMode`: the
    /// view blend modes (`View.blendMode(_:)`), and Core Graphics' Porter-Duff operators, which
    /// are drawn as `.normal` except `sourceAtop`, `destinationOver` and `destinationOut` (README).
    public nonisolated struct BlendMode: RawRepresentable, Equatable, Sendable {
        /// Core Graphics' number for the mode.
        public let rawValue: Int32
        /// A mode by Core Graphics' number.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        /// The view blend mode it is drawn with.
        var viewMode: ViewKit.BlendMode {
            let modes: [Int32: ViewKit.BlendMode] = [
                1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
                8: .softLight, 9: .hardLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
                15: .luminosity, 20: .sourceAtop, 21: .destinationOver, 23: .destinationOut, 26: .plusDarker, 27: .plusLighter,
            ]
            return modes[rawValue] ?? .normal
        }
    }

    /// Moves what is drawn next by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales what is drawn next by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Turns what is drawn next by `angle`.
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    /// Applies `matrix` to what is drawn next.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        append(.fill(path.applying(transform), shading.color))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide (scaled by the transform's mean scale).
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` as `style` says (its width and dashes scaled by the
    /// transform's mean scale).
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth = style.lineWidth * scale
        scaled.dash = style.dash.map { $0 * scale }
        scaled.dashPhase = style.dashPhase * scale
        append(.stroke(path.applying(transform), shading.color, scaled))
    }

    /// Draws `text` with its `anchor` point at `point` (moved by the transform; not turned or scaled).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        append(.text(text, point.applying(transform), anchor))
    }

    /// Draws `text` in `rect` (its origin moved by the transform), wrapped to its width.
    public func draw(_ text: Text, in rect: CGRect) {
        append(.textInRect(text, CGRect(origin: rect.origin.applying(transform), size: rect.size)))
    }

    /// Draws `image` resized to fill `rect` (its origin moved by the transform, its size scaled).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let size = CGSize(width: rect.width * scale, height: rect.height * scale)
        append(.image(image, CGRect(origin: rect.origin.applying(transform), size: size)))
    }

    /// Clips what is drawn next to `path` (under the transform), within any clip already set.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(path.applying(transform))
    }

    /// Draws into a copy of this context (its own transform, opacity and clip), as SwiftUI's layers.
    public func drawLayer(content: (inout GraphicsContext) -> Void) {
        var layer = self
        content(&layer)
    }

    /// The transform's mean scale (for line widths and image sizes).
    private var scale: CGFloat { sqrt(abs(transform.a * transform.d - transform.b * transform.c)) }

    private func append(_ shape: DrawCommand.Shape) {
        drawing.commands.append(DrawCommand(shape: shape, opacity: opacity, clips: clips, blendMode: blendMode.viewMode))
    }
}

/// One thing a canvas's renderer drew, drawn as a view over the canvas.
nonisolated struct DrawCommand {
    nonisolated enum Shape {
        case fill(Path, Color)
        case stroke(Path, Color, StrokeStyle)
        case text(Text, CGPoint, UnitPoint)
        case textInRect(Text, CGRect)
        case image(Image, CGRect)
    }

    let shape: Shape
    let opacity: Double
    let clips: [Path]
    let blendMode: BlendMode

    /// The command as a view over the whole canvas, clipped (a path is in the canvas's
    /// coordinates), blended with what was drawn before it.
    var view: some View {
        let clipped = clips.reduce(AnyView(drawn)) { view, clip in
            AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).clipShape(clip))
        }
        return clipped.blendMode(blendMode)
    }

    @ViewBuilder private var drawn: some View {
        switch shape {
        case .fill(let path, let color): path.fill(color).opacity(opacity)
        case .stroke(let path, let color, let style): path.stroke(color, style: style).opacity(opacity)
        case .text(let text, let point, let anchor):
            text.fixedSize()
                .frame(width: 0, height: 0, alignment: DrawCommand.alignment(anchor))
                .offset(x: point.x, y: point.y)
                .opacity(opacity)
        case .textInRect(let text, let rect):
            text.frame(width: rect.width, height: rect.height, alignment: .topLeading)
                .offset(x: rect.minX, y: rect.minY)
                .opacity(opacity)
        case .image(let image, let rect):
            image.resizable().frame(width: rect.width, height: rect.height)
                .offset(x: rect.minX, y: rect.minY)
                .opacity(opacity)
        }
    }

    /// The alignment that puts `anchor` of a view at a zero-size frame's point (the nearest of
    /// the nine, for anchors between them).
    static func alignment(_ anchor: UnitPoint) -> Alignment {
        let horizontal: HorizontalAlignment = anchor.x < 0.25 ? .leading : anchor.x > 0.75 ? .trailing : .center
        let vertical: VerticalAlignment = anchor.y < 0.25 ? .top : anchor.y > 0.75 ? .bottom : .center
        return Alignment(horizontal: horizontal, vertical: vertical)
    }
}
