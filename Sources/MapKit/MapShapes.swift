import Foundation
import ViewKit

/// How a polyline runs between its points, as MapKit's `MapPolyline.ContourStyle`.
public nonisolated enum MapPolylineContourStyle: Hashable, Sendable {
    /// Straight on the map.
    case straight
    /// Along the Earth's surface (drawn straight here).
    case geodesic
}

/// The default look of map overlays, guesses by eye [I]: a blue line, a translucent blue fill.
nonisolated enum MapOverlayDefaults {
    /// A line's colour and width.
    static let stroke = Color.blue
    static let lineWidth: CGFloat = 3
    /// A circle's or polygon's fill.
    static let fill = Color.blue.opacity(0.2)
}

/// Points on the map joined by straight lines, closed or not.
nonisolated struct ProjectedPath: Shape {
    let points: [CGPoint]
    let closed: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        if closed { path.closeSubpath() }
        return path
    }
}

/// Map content drawn from coordinates once the projection is known (or gathering them).
nonisolated struct ProjectedOverlay<Drawn: View>: View {
    let coordinates: [CLLocationCoordinate2D]
    let draw: (MapProjection) -> Drawn
    @Environment(\.mapPlacement) private var placement

    var body: some View {
        if let projection = placement?.projection {
            draw(projection).accessibilityHidden(true)
        } else {
            let _ = placement?.collector?.coordinates.append(contentsOf: coordinates)
        }
    }
}

/// A line through coordinates, as MapKit's `MapPolyline` (a route): blue, 3 pt, unless stroked.
public nonisolated struct MapPolyline: MapContent {
    /// How the line runs between points.
    public typealias ContourStyle = MapPolylineContourStyle
    let coordinates: [CLLocationCoordinate2D]
    var paint = AnyShapeStyle(MapOverlayDefaults.stroke)
    var style = StrokeStyle(lineWidth: MapOverlayDefaults.lineWidth, lineCap: .round, lineJoin: .round)

    /// The line through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    /// The line in `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat) -> MapPolyline {
        var copy = self
        copy.paint = AnyShapeStyle(content)
        copy.style.lineWidth = lineWidth
        return copy
    }

    /// The line in `content`, drawn as `style` says.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> MapPolyline {
        var copy = self
        copy.paint = AnyShapeStyle(content)
        copy.style = style
        return copy
    }

    public var body: some View {
        ProjectedOverlay(coordinates: coordinates) { projection in
            ProjectedPath(points: coordinates.map(projection.point), closed: false).stroke(paint, style: style)
        }
    }
}

/// How a map area (a polygon, a circle) is painted: a fill, translucent blue unless set, and an
/// outline when stroked.
nonisolated struct MapAreaPaint {
    var fill = AnyShapeStyle(MapOverlayDefaults.fill)
    var outline: (paint: AnyShapeStyle, style: StrokeStyle)?

    /// `shape` filled, then outlined.
    func drawn(_ shape: some Shape) -> some View {
        ZStack {
            shape.fill(fill)
            if let outline { shape.stroke(outline.paint, style: outline.style) }
        }
    }
}

/// (Implementation.) A map area with `foregroundStyle` (its fill) and `stroke` (its outline), as MapKit's
/// polygons and circles have them.
public protocol _MapAreaContent: MapContent {
    /// The paint, set through the methods.
    var _areaPaint: _MapAreaPaint { get set }
}

/// An area's paint, opaque outside the module.
public nonisolated struct _MapAreaPaint {
    var paint = MapAreaPaint()
}

nonisolated extension _MapAreaContent {
    /// Filled with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self {
        var copy = self
        copy._areaPaint.paint.fill = AnyShapeStyle(style)
        return copy
    }

    /// Outlined in `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat) -> Self {
        var copy = self
        copy._areaPaint.paint.outline = (AnyShapeStyle(content), StrokeStyle(lineWidth: lineWidth))
        return copy
    }
}

/// A filled shape through coordinates, as MapKit's `MapPolygon`: translucent blue unless styled.
public nonisolated struct MapPolygon: _MapAreaContent {
    let coordinates: [CLLocationCoordinate2D]
    /// The fill and outline.
    public var _areaPaint = _MapAreaPaint()

    /// The polygon with corners at `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }

    public var body: some View {
        ProjectedOverlay(coordinates: coordinates) { projection in
            _areaPaint.paint.drawn(ProjectedPath(points: coordinates.map(projection.point), closed: true))
        }
    }
}

/// A circle of a radius in metres about a coordinate, as MapKit's `MapCircle`: translucent blue
/// unless styled.
public nonisolated struct MapCircle: _MapAreaContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance
    /// The fill and outline.
    public var _areaPaint = _MapAreaPaint()

    /// The circle of `radius` metres about `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    /// The coordinates north, south, east and west of the centre at the radius.
    private var extent: [CLLocationCoordinate2D] {
        let latitude = radius / 111_320, longitude = radius / (111_320 * max(cos(center.latitude * .pi / 180), 0.01))
        return [CLLocationCoordinate2D(latitude: center.latitude + latitude, longitude: center.longitude),
                CLLocationCoordinate2D(latitude: center.latitude - latitude, longitude: center.longitude),
                CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude + longitude),
                CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude - longitude)]
    }

    public var body: some View {
        ProjectedOverlay(coordinates: extent) { projection in
            let points = extent.map(projection.point)
            let rect = CGRect(x: points[3].x, y: points[0].y, width: points[2].x - points[3].x, height: points[1].y - points[0].y)
            return _areaPaint.paint.drawn(Path(ellipseIn: rect))
        }
    }
}
