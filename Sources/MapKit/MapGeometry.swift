@_exported import CoreLocation
import Foundation

/// The size of a map region in degrees, as MapKit's `MKCoordinateSpan`.
public nonisolated struct MKCoordinateSpan: Hashable, Sendable {
    /// North to south.
    public var latitudeDelta: CLLocationDegrees
    /// West to east.
    public var longitudeDelta: CLLocationDegrees

    /// No span.
    public init() { (latitudeDelta, longitudeDelta) = (0, 0) }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A region of the map, as MapKit's `MKCoordinateRegion`: a centre and a span.
public nonisolated struct MKCoordinateRegion: Hashable, Sendable {
    /// The middle.
    public var center: CLLocationCoordinate2D
    /// The size.
    public var span: MKCoordinateSpan

    /// An empty region at 0, 0.
    public init() { (center, span) = (CLLocationCoordinate2D(), MKCoordinateSpan()) }

    /// The region of `span` about `center`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` north to south and `longitudinalMeters` west to east about
    /// `center` (a degree of latitude is 111,320 m; of longitude, that times the cosine of the latitude).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = 111_320.0
        let across = max(cos(center.latitude * .pi / 180), 0.01) * metresPerDegree
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: latitudinalMeters / metresPerDegree,
                                                         longitudeDelta: longitudinalMeters / across))
    }
}

/// Where coordinates fall in a map of some size: web Mercator, as MapKit projects, with the
/// region fitted whole inside the map and centred (the map shows at least the region).
nonisolated struct MapProjection: Hashable, Sendable {
    /// The map's size in points.
    let size: CGSize
    /// The region's centre, projected (0…1 across the world each way).
    let centre: CGPoint
    /// Points per unit of the projected world.
    let scale: CGFloat

    init(region: MKCoordinateRegion, size: CGSize) {
        self.size = size
        centre = MapProjection.project(region.center)
        let halfLatitude = region.span.latitudeDelta / 2
        let north = MapProjection.project(CLLocationCoordinate2D(latitude: region.center.latitude + halfLatitude, longitude: 0))
        let south = MapProjection.project(CLLocationCoordinate2D(latitude: region.center.latitude - halfLatitude, longitude: 0))
        let width = max(region.span.longitudeDelta / 360, 1e-9), height = max(abs(south.y - north.y), 1e-9)
        scale = min(size.width / width, size.height / height)
    }

    /// Where `coordinate` is drawn, from the map's top leading corner.
    func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let projected = MapProjection.project(coordinate)
        return CGPoint(x: size.width / 2 + (projected.x - centre.x) * scale, y: size.height / 2 + (projected.y - centre.y) * scale)
    }

    /// Web Mercator of `coordinate`: x 0…1 west to east, y 0…1 north to south (latitude held
    /// within ±85.05°, where the projection's square ends).
    static func project(_ coordinate: CLLocationCoordinate2D) -> CGPoint {
        let latitude = min(max(coordinate.latitude, -85.05112878), 85.05112878) * .pi / 180
        return CGPoint(x: (coordinate.longitude + 180) / 360, y: (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2)
    }
}
