import Foundation

/// A two-dimensional gradient, as iOS 18's `MeshGradient`: a grid of `width` × `height`
/// vertices in the filled frame's unit square (row by row from the top-left), each with a colour;
/// every cell of the grid is a patch whose colour blends from its corners'. A view that fills the
/// space it is offered, and a shape style.
///
/// With `points`, each edge's curve is made smooth through its neighbours (a regular grid keeps
/// straight edges); with `bezierPoints`, its control points are yours. Deviations (README): colours
/// blend bilinearly within each patch (`smoothsColors` is not applied, so a patch's edges can
/// show where a smoothed mesh would not), in sRGB whatever `colorSpace` says. A mesh whose counts
/// do not match `width` × `height` (or is smaller than 2 × 2) draws its background only.
public nonisolated struct MeshGradient: ShapeStyle, View, Equatable {
    /// A vertex with the control points of the four edges that leave it, in the unit square.
    public nonisolated struct BezierPoint: Equatable, Sendable {
        /// The vertex.
        public var position: SIMD2<Float>
        /// The control point of the edge to the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge to the neighbour above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge to the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge to the neighbour below.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex and its control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are.
    public nonisolated enum Locations: Equatable, Sendable {
        /// Vertices only: the edges are made smooth through their neighbours.
        case points([SIMD2<Float>])
        /// Vertices with their edges' control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colours, in the same order.
    public nonisolated enum Colors: Equatable, Sendable {
        /// Colours, resolved for the scheme.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// Vertices across.
    public var width: Int
    /// Vertices down.
    public var height: Int
    /// Where the vertices are.
    public var locations: Locations
    /// Their colours.
    public var colors: Colors
    /// What fills the parts of the frame no patch covers.
    public var background: Color
    /// Whether colours blend smoothly across patches (not applied: README).
    public var smoothsColors: Bool
    /// The space colours blend in (drawn in sRGB: README).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` vertices at `locations`, coloured `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` vertices at `points`, coloured `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices at `bezierPoints`, coloured `colors`.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` vertices at `points`, coloured with resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A primitive.
    public typealias Body = Never
}

nonisolated extension MeshGradient: ResolvableShapeStyle, PrimitiveView {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let count = width * height
        let resolved: [Color.Resolved]
        switch colors {
        case .colors(let list): resolved = list.map { environment.resolve($0) }
        case .resolvedColors(let list): resolved = list
        }
        let vertices = MeshVertices.unit(width: width, height: height, locations)
        let valid = width >= 2 && height >= 2 && vertices.count == count && resolved.count == count
        let geometry = UnitGradientGeometry.mesh(columns: valid ? width : 0, rows: valid ? height : 0,
                                                 vertices: valid ? vertices : [], background: environment.resolve(background))
        let stops = valid ? resolved.enumerated().map { (color: $0.element, location: CGFloat($0.offset)) } : []
        return .gradient(ResolvedGradient(geometry: geometry, stops: stops))
    }

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { styleFillNodes(self, environment) }
}

/// A mesh's vertices in the unit square with their edges' control points.
nonisolated enum MeshVertices {
    static func unit(width: Int, height: Int, _ locations: MeshGradient.Locations) -> [UnitMeshVertex] {
        func unit(_ p: SIMD2<Float>) -> UnitPoint {
            UnitPoint(x: p.x.isFinite ? CGFloat(p.x) : 0, y: p.y.isFinite ? CGFloat(p.y) : 0)
        }
        switch locations {
        case .bezierPoints(let points):
            return points.map {
                UnitMeshVertex(position: unit($0.position), leading: unit($0.leadingControlPoint), top: unit($0.topControlPoint),
                               trailing: unit($0.trailingControlPoint), bottom: unit($0.bottomControlPoint))
            }
        case .points(let points):
            guard width >= 1, height >= 1, points.count == width * height else { return points.map { p in
                UnitMeshVertex(position: unit(p), leading: unit(p), top: unit(p), trailing: unit(p), bottom: unit(p))
            } }
            let positions = points.map(unit)
            func at(_ column: Int, _ row: Int) -> UnitPoint { positions[row * width + column] }
            // Each vertex's tangent along a row (and a column) runs from its previous neighbour to
            // its next (from itself at the ends), as a Catmull-Rom curve's; a control point lies a
            // third of the way along it, so a regular grid keeps straight edges.
            func tangent(_ before: UnitPoint, _ after: UnitPoint, _ span: Int) -> (CGFloat, CGFloat) {
                ((after.x - before.x) / CGFloat(span), (after.y - before.y) / CGFloat(span))
            }
            var vertices: [UnitMeshVertex] = []
            vertices.reserveCapacity(points.count)
            for row in 0..<height {
                for column in 0..<width {
                    let p = at(column, row)
                    let left = at(max(0, column - 1), row), right = at(min(width - 1, column + 1), row)
                    let up = at(column, max(0, row - 1)), down = at(column, min(height - 1, row + 1))
                    let across = tangent(left, right, max(1, min(width - 1, column + 1) - max(0, column - 1)))
                    let along = tangent(up, down, max(1, min(height - 1, row + 1) - max(0, row - 1)))
                    vertices.append(UnitMeshVertex(
                        position: p,
                        leading: UnitPoint(x: p.x - across.0 / 3, y: p.y - across.1 / 3),
                        top: UnitPoint(x: p.x - along.0 / 3, y: p.y - along.1 / 3),
                        trailing: UnitPoint(x: p.x + across.0 / 3, y: p.y + across.1 / 3),
                        bottom: UnitPoint(x: p.x + along.0 / 3, y: p.y + along.1 / 3)))
                }
            }
            return vertices
        }
    }
}
