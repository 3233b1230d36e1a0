import Foundation
import ViewKit

/// A map, as MapKit's SwiftUI `Map` (iOS 17, and the iOS 14 `coordinateRegion` forms). There are
/// no map tiles here (no network, no map data): the map is drawn as plain land, its markers and
/// annotations placed on it by their coordinates in MapKit's projection for the camera's region,
/// and the audits report `map-not-drawn` so the picture is not taken for a real map (README, Maps).
/// The map takes the space it is offered (10 pt where none is), as a shape does.
public nonisolated struct Map<Content: View>: View {
    let position: MapCameraPosition
    let content: Content

    /// A map whose camera is `position`, holding `content`.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content) {
        self.position = position.wrappedValue
        self.content = content()
    }

    /// A map starting at `initialPosition` (framing its content unless told), holding `content`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
                @MapContentBuilder content: () -> Content) {
        position = initialPosition
        self.content = content()
    }

    public var body: some View {
        GeometryReader { proxy in
            MapCanvas(position: position, size: proxy.size, content: content)
        }
        .clipped()
        .annotatedAsMap()
    }
}

nonisolated extension Map where Content == EmptyView {
    /// An empty map whose camera is `position`.
    public init(position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
                scope: Namespace.ID? = nil) {
        self.init(position: position, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyView() }
    }

    /// An empty map starting at `initialPosition`.
    public init(initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
                interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {
        self.init(initialPosition: initialPosition, bounds: bounds, interactionModes: interactionModes, scope: scope) { EmptyView() }
    }

    /// An iOS 14 map of `coordinateRegion`; the user's location is never shown (there is none).
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil) {
        self.init(initialPosition: .region(coordinateRegion.wrappedValue)) { EmptyView() }
    }
}

nonisolated extension Map {
    /// An iOS 14 map of `coordinateRegion` with an annotation per item.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable, Content == ForEach<Items, Items.Element.ID, Annotation> {
        self.init(initialPosition: .region(coordinateRegion.wrappedValue)) { ForEach(annotationItems, content: annotationContent) }
    }
}

/// Limits on the camera, as MapKit's `MapCameraBounds` (kept).
public nonisolated struct MapCameraBounds: Sendable {
    /// Bounds keeping the centre in `centerCoordinateBounds`, the distance between the two given.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    /// Bounds on the distance alone.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// How an iOS 14 map follows the user, as MapKit's `MapUserTrackingMode` (there is no user here).
public nonisolated enum MapUserTrackingMode: Hashable, Sendable {
    /// Not followed.
    case none
    /// Followed.
    case follow
}

/// The map's land and its content placed for the camera's region at the map's size.
nonisolated struct MapCanvas<Content: View>: View, PrimitiveView {
    let position: MapCameraPosition
    let size: CGSize
    let content: Content

    typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let region = position.fixedRegion ?? MapCanvas.framing(gathered(in: environment))
        let land = environment.colorScheme == .dark ? MapLand.dark : MapLand.light
        let placement = MapPlacement(projection: MapProjection(region: region, size: size), collector: nil)
        // Markers are red unless tinted inside the map: the app's accent (the tint around the
        // map) does not colour them.
        let drawn = ZStack(alignment: .topLeading) {
            Rectangle().fill(land)
            content.environment(\.mapPlacement, placement).environment(\.tint, nil)
        }
        .frame(width: size.width, height: size.height)
        return resolveView(drawn, in: environment)
    }

    /// The coordinates of the content, gathered by resolving it once in a gathering placement,
    /// where each marker and annotation reports its coordinate and draws nothing (`PlacedOnMap`).
    private func gathered(in environment: EnvironmentValues) -> [CLLocationCoordinate2D] {
        let collector = MapCoordinateCollector()
        var gathering = environment
        gathering.mapPlacement = MapPlacement(projection: nil, collector: collector)
        _ = resolveView(content, in: gathering)
        return collector.coordinates
    }

    /// The region an automatic camera shows: every coordinate with a margin of a fifth of their
    /// extent each way (at least `MapFraming.minimumSpan`); with none, `MapFraming.country`.
    static func framing(_ coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else { return MapFraming.country }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for point in coordinates.dropFirst() {
            (south, north) = (min(south, point.latitude), max(north, point.latitude))
            (west, east) = (min(west, point.longitude), max(east, point.longitude))
        }
        let span = MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, MapFraming.minimumSpan),
                                    longitudeDelta: max((east - west) * 1.4, MapFraming.minimumSpan))
        return MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: (north + south) / 2, longitude: (east + west) / 2), span: span)
    }
}

/// The colour of the land drawn in place of tiles: Apple Maps' pale land colours by eye [I].
nonisolated enum MapLand {
    /// Light mode.
    static let light = Color(red: 0.976, green: 0.961, blue: 0.929)
    /// Dark mode.
    static let dark = Color(red: 0.173, green: 0.173, blue: 0.180)
}

/// How an automatic camera frames content.
nonisolated enum MapFraming {
    /// The smallest span shown around content, in degrees (about 1 km).
    static let minimumSpan: CLLocationDegrees = 0.01
    /// With no content: Great Britain, where an NHS app's user is (MapKit shows the device's
    /// country) [I].
    static let country = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 54.0, longitude: -2.5),
                                            span: MKCoordinateSpan(latitudeDelta: 11, longitudeDelta: 11))
}
