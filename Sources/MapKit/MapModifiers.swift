import Foundation
import ViewKit

/// An iOS 14 marker, as MapKit's `MapMarker`: drawn as a `Marker` without a title.
public nonisolated struct MapMarker: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A marker at `coordinate` in `tint` (red unless told).
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    public var body: some View {
        PlacedOnMap(coordinate: coordinate, anchor: .bottom,
                    size: CGSize(width: MarkerMetrics.diameter, height: MarkerMetrics.diameter + MarkerMetrics.pointer),
                    title: nil, label: Text(verbatim: "Marker"), content: MarkerBalloon(glyph: "mappin"))
            .tint(tint ?? .red)
    }
}

/// An iOS 14 pin, as MapKit's `MapPin` (deprecated): drawn as a `MapMarker`.
public nonisolated struct MapPin: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let tint: Color?

    /// A pin at `coordinate` in `tint`.
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        self.coordinate = coordinate
        self.tint = tint
    }

    public var body: some View { MapMarker(coordinate: coordinate, tint: tint) }
}

/// An iOS 14 view of your own on the map, as MapKit's `MapAnnotation`: centred on the
/// coordinate unless `anchorPoint` says otherwise.
public nonisolated struct MapAnnotation<Content: View>: MapAnnotationProtocol {
    let coordinate: CLLocationCoordinate2D
    let anchorPoint: CGPoint
    let content: Content

    /// `content` at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
        self.coordinate = coordinate
        self.anchorPoint = anchorPoint
        self.content = content()
    }

    public var body: some View {
        AnnotationBody(title: nil, coordinate: coordinate, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), content: content)
    }
}

nonisolated extension View {
    /// Draws the map in `style` (kept: no tiles are drawn here, whatever the style).
    public func mapStyle(_ style: MapStyle) -> some View { self }

    /// The controls over the map (kept, not drawn: a snapshot shows no user location or compass).
    public func mapControls<Controls: View>(@ViewBuilder _ content: () -> Controls) -> some View { self }

    /// Where the map's controls go (kept).
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Marks this view as a map drawn without tiles, for the audits (`map-not-drawn`).
    func annotatedAsMap() -> some View {
        componentAnnotation(MapAnnotationKeys.component)
    }
}

/// The annotation left around a map; Drawing's `ComponentAnnotation.UndrawnMap` spells it for the audits.
public nonisolated enum MapAnnotationKeys {
    /// The annotation name.
    public static let component = "Map"
}

/// A button that shows the user's location, as MapKit's `MapUserLocationButton` (not drawn).
public nonisolated struct MapUserLocationButton: View {
    /// The button.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's compass, as MapKit's `MapCompass` (not drawn: the map points north).
public nonisolated struct MapCompass: View {
    /// The compass.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's scale, as MapKit's `MapScaleView` (not drawn).
public nonisolated struct MapScaleView: View {
    /// The scale.
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The tilt toggle, as MapKit's `MapPitchToggle` (not drawn).
public nonisolated struct MapPitchToggle: View {
    /// The toggle.
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
