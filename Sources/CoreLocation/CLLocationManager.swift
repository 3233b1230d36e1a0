import Foundation

/// How precise a location is asked to be, in metres, as Core Location's `CLLocationAccuracy`.
public typealias CLLocationAccuracy = Double
/// The best accuracy the device has.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Within ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
/// Any movement at all, for `distanceFilter`.
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// Whether the app may use the location, as Core Location's `CLAuthorizationStatus`.
public nonisolated enum CLAuthorizationStatus: Int32, Hashable, Sendable {
    /// Not yet asked (always, here: a snapshot has no one to ask).
    case notDetermined
    /// Not allowed by policy.
    case restricted
    /// Refused.
    case denied
    /// Allowed always.
    case authorizedAlways
    /// Allowed while in use.
    case authorizedWhenInUse
}

/// Tells an object of location events, as Core Location's `CLLocationManagerDelegate`: every
/// method is optional, and none is called here (there is no location).
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations arrived.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Finding the location failed.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorisation changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    /// Nothing to do.
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    /// Nothing to do.
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    /// Nothing to do.
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}

/// Finds the device's location, as Core Location's `CLLocationManager`: a stand-in that keeps
/// its settings and never has a location (a snapshot has no device, and must not depend on where
/// it is taken): `authorizationStatus` is `.notDetermined`, `location` is nil, requests and
/// updates do nothing and the delegate is never called.
open class CLLocationManager: NSObject {
    /// Told of location events (never, here).
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// How precise the locations should be (kept).
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// How far the device moves before an update (kept).
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// Whether updates go on in the background (kept).
    open var allowsBackgroundLocationUpdates = false
    /// Whether the app may use the location: never asked here.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// The last location found: none here.
    open var location: CLLocation? { nil }

    /// A manager.
    public override init() { super.init() }

    /// Whether the device's location services are on: off here.
    open class func locationServicesEnabled() -> Bool { false }

    /// Asks to use the location while in use (no one is asked here).
    open func requestWhenInUseAuthorization() {}
    /// Asks to use the location always (no one is asked here).
    open func requestAlwaysAuthorization() {}
    /// Asks for one location (none comes).
    open func requestLocation() {}
    /// Starts updates (none come).
    open func startUpdatingLocation() {}
    /// Stops updates.
    open func stopUpdatingLocation() {}
}
