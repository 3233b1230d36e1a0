import Foundation

/// A camera over the map, as MapKit's `MapCamera`: looking at `centerCoordinate` from `distance`
/// metres (heading and pitch are kept; the map is drawn from straight above, north up).
public nonisolated struct MapCamera: Hashable, Sendable {
    /// What it looks at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// How far away, in metres.
    public var distance: CLLocationDistance
    /// Compass heading, degrees (kept).
    public var heading: CLLocationDegrees
    /// Tilt from straight down, degrees (kept).
    public var pitch: Double

    /// A camera at `distance` metres over `centerCoordinate`.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDegrees = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region seen: `distance` metres north to south and west to east (a camera's view
    /// at about 53°, MapKit's, is as wide as it is high).
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// Where a map looks, as MapKit's `MapCameraPosition` (iOS 17).
public nonisolated struct MapCameraPosition: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case camera(MapCamera)
        case userLocation(fallback: MapCameraPositionBox)
    }
    let kind: Kind

    /// Frames the map's content (markers and annotations), or shows the country when it has none.
    public static let automatic = MapCameraPosition(kind: .automatic)
    /// Shows `region`.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    /// Looks through `camera`.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
    /// Follows the user's location; there is none here, so `fallback` is shown.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: MapCameraPositionBox(fallback)))
    }

    /// The region, when the position is one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    /// The camera, when the position is one.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// Whether the position follows the user.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    /// Whether the person moved the map (never, in a snapshot).
    public var positionedByUser: Bool { false }

    /// The region drawn, nil for `.automatic` (framed from the content).
    var fixedRegion: MKCoordinateRegion? {
        switch kind {
        case .automatic: return nil
        case .region(let region): return region
        case .camera(let camera): return camera.region
        case .userLocation(let fallback): return fallback.position.fixedRegion
        }
    }
}

/// A fallback position, boxed so a position can hold another.
final nonisolated class MapCameraPositionBox: Hashable, Sendable {
    let position: MapCameraPosition
    init(_ position: MapCameraPosition) { self.position = position }
    static func == (lhs: MapCameraPositionBox, rhs: MapCameraPositionBox) -> Bool { lhs.position == rhs.position }
    func hash(into hasher: inout Hasher) { hasher.combine(position) }
}

/// What a person may do to the map, as MapKit's `MapInteractionModes` (nothing moves in a snapshot).
public nonisolated struct MapInteractionModes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// The modes of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Pan.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Zoom.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Tilt.
    public static let pitch = MapInteractionModes(rawValue: 4)
    /// Turn.
    public static let rotate = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .pitch, .rotate]
}

/// How the map is drawn, as MapKit's `MapStyle` (kept: no tiles are drawn here, whatever the style).
public nonisolated struct MapStyle: Hashable, Sendable {
    let name: String
    /// Streets and places.
    public static let standard = MapStyle(name: "standard")
    /// Satellite pictures.
    public static let imagery = MapStyle(name: "imagery")
    /// Satellite pictures with streets.
    public static let hybrid = MapStyle(name: "hybrid")
    /// Streets and places, with options.
    public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                                pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
    /// Satellite pictures, with options.
    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
    /// Satellite pictures with streets, with options.
    public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                              showsTraffic: Bool = false) -> MapStyle { .hybrid }

    /// Flat or raised land.
    public nonisolated enum Elevation: Hashable, Sendable {
        /// The system's choice.
        case automatic
        /// Flat.
        case flat
        /// Raised.
        case realistic
    }

    /// How strongly the standard map is drawn.
    public nonisolated enum StandardEmphasis: Hashable, Sendable {
        /// The system's choice.
        case automatic
        /// Muted, for content over it.
        case muted
    }
}

/// Which places a map names, as MapKit's `PointOfInterestCategories` (kept).
public nonisolated struct PointOfInterestCategories: Hashable, Sendable {
    let including: Bool
    /// Every category.
    public static let all = PointOfInterestCategories(including: true)
    /// No category.
    public static let excludingAll = PointOfInterestCategories(including: false)
}
