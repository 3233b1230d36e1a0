import Foundation

/// Degrees of latitude or longitude, as Core Location's `CLLocationDegrees`.
public typealias CLLocationDegrees = Double
/// A distance in metres, as Core Location's `CLLocationDistance`.
public typealias CLLocationDistance = Double

/// A point on the Earth, as Core Location's `CLLocationCoordinate2D`: a stand-in so map and
/// location code compiles with `import CoreLocation` kept (there is no location here).
public nonisolated struct CLLocationCoordinate2D: Hashable, Sendable {
    /// Degrees north of the equator (south negative).
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (west negative).
    public var longitude: CLLocationDegrees

    /// The point at 0, 0.
    public init() { (latitude, longitude) = (0, 0) }

    /// The point at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is a real point: latitude within ±90°, longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// A place and when it was measured, as Core Location's `CLLocation` (position only here).
public final nonisolated class CLLocation: Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// How high, in metres (0 unless given).
    public let altitude: CLLocationDistance

    /// The location at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
    }

    /// The distance to `location` along the Earth's surface (a sphere of 6,371 km), in metres.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let (lat1, lat2) = (coordinate.latitude * radians, location.coordinate.latitude * radians)
        let dLat = lat2 - lat1, dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6_371_000 * atan2(h.squareRoot(), (1 - h).squareRoot())
    }
}
