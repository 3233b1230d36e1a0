import MapKit
import NHSAppUI

// An ordinary "find a pharmacy" screen with MapKit's SwiftUI map (iOS 17), and an iOS 14 map,
// with only the SwiftUI import changed. The map is drawn as plain land (no tiles here) with the
// markers placed by their coordinates; the audit reports `map-not-drawn`.

struct NearbyPharmacy: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
    let isOpen: Bool
}

struct PharmacyFinder: View {
    let pharmacies: [NearbyPharmacy]
    @State private var position: MapCameraPosition = .userLocation(
        fallback: .region(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 53.8, longitude: -1.55),
                                             latitudinalMeters: 2_000, longitudinalMeters: 2_000)))

    var body: some View {
        VStack(spacing: 0) {
            Map(position: $position) {
                UserAnnotation()
                ForEach(pharmacies) { pharmacy in
                    Marker(pharmacy.name, systemImage: "cross.fill", coordinate: pharmacy.coordinate)
                        .tint(pharmacy.isOpen ? .green : .gray)
                }
                MapCircle(center: CLLocationCoordinate2D(latitude: 53.8, longitude: -1.55), radius: 800)
                    .foregroundStyle(.blue.opacity(0.15))
                    .stroke(.blue, lineWidth: 1)
                MapPolyline(coordinates: pharmacies.map(\.coordinate))
                    .stroke(.purple, lineWidth: 4)
                Annotation("Your GP surgery", coordinate: CLLocationCoordinate2D(latitude: 53.801, longitude: -1.549)) {
                    Image(systemName: "stethoscope").padding(6).background(Circle().fill(Color.white))
                }
            }
            .mapStyle(.standard(pointsOfInterest: .excludingAll))
            .mapControls {
                MapUserLocationButton()
                MapCompass()
            }
            .frame(height: 300)
            List(pharmacies) { pharmacy in
                Text(pharmacy.name)
            }
        }
        .navigationTitle("Find a pharmacy")
    }
}

struct SurgeryLocationMap: View {
    @State private var region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                                                   span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    let surgery = NearbyPharmacy(name: "Surgery", coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12), isOpen: true)

    var body: some View {
        Map(coordinateRegion: $region, annotationItems: [surgery]) { place in
            MapMarker(coordinate: place.coordinate, tint: .blue)
        }
        .frame(height: 200)
    }
}

/// Asks for the location as an ordinary screen model does (no location comes here).
final class LocationModel: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private(set) var lastLocation: CLLocation?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
    }

    func start() {
        if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
        manager.startUpdatingLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}

/// Opens a pharmacy in Maps for walking directions, as an ordinary screen does (nothing opens here).
func openDirections(to pharmacy: NearbyPharmacy) {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: pharmacy.coordinate))
    item.name = pharmacy.name
    item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking])
}
