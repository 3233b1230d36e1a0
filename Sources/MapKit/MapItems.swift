import Foundation
import ViewKit

/// A place with its coordinate and address, as MapKit's `MKPlacemark`.
public nonisolated final class MKPlacemark: @unchecked Sendable {
    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Address lines by key (kept).
    public let addressDictionary: [String: Any]?
    /// The place's name, when the address has one.
    public var name: String? { addressDictionary?["Name"] as? String }

    /// The place at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        addressDictionary = nil
    }

    /// The place at `coordinate` with the address `addressDictionary`.
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
        self.addressDictionary = addressDictionary
    }
}

/// A point of interest on the map, as MapKit's `MKMapItem`: a placemark with a name and
/// contact details. Opening it in Maps does nothing here (there is no Maps app).
public nonisolated final class MKMapItem: @unchecked Sendable {
    /// The place.
    public let placemark: MKPlacemark
    /// The name shown.
    public var name: String?
    /// A phone number (kept).
    public var phoneNumber: String?
    /// A web address (kept).
    public var url: URL?

    /// The item at `placemark`.
    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        name = placemark.name
    }

    /// The item for the device's location: there is none here, so a place at 0, 0.
    public static func forCurrentLocation() -> MKMapItem { MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

    /// Opens the item in Maps: nothing opens here, so false.
    @discardableResult
    public func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

    /// Opens `mapItems` in Maps: nothing opens here, so false.
    @discardableResult
    public static func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// Launch option keys and values for opening Maps (kept, not used).
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// Directions by car.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Directions on foot.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Directions by public transport.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"

nonisolated extension Marker {
    /// A marker for `item`, titled with its name.
    public init(item: MKMapItem) {
        self.init(title: Text(verbatim: item.name ?? ""), coordinate: item.placemark.coordinate, glyph: "mappin")
    }
}

nonisolated extension MapCameraPosition {
    /// Shows `item` (a region of about 1 km about it; `allowPitch` is kept).
    public static func item(_ item: MKMapItem, allowPitch: Bool = false) -> MapCameraPosition {
        .region(MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000))
    }
}
