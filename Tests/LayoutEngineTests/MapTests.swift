import Audits
import Drawing
import Foundation
import LayoutEngine
@testable import MapKit
import NHSAppUI
import Testing

private struct Pharmacy: Identifiable {
    let id: Int
    let name: String
    let coordinate: CLLocationCoordinate2D
}

/// MapKit's SwiftUI map: plain land with markers and annotations placed by their coordinates in
/// web Mercator for the camera's region, an automatic camera framing the content, and a
/// `map-not-drawn` warning for each map.
@MainActor
@Suite struct MapTests {
    static let font = Font.custom("Fake", size: 10)
    static let leeds = CLLocationCoordinate2D(latitude: 53.8, longitude: -1.55)
    static let region = MKCoordinateRegion(center: leeds, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))

    private func screen(_ view: some View) throws -> LaidOutScreen {
        try LayoutHarness.layout(view.font(Self.font), width: 200)
    }

    private func paths(_ list: DisplayList) -> [CGRect] {
        DisplayList.flatten(list.items).compactMap { entry in
            if case .path(let path) = entry.item { return path.bounds }
            return nil
        }
    }

    @Test func theProjectionIsWebMercatorFittedToTheMap() {
        let projection = MapProjection(region: Self.region, size: CGSize(width: 200, height: 100))
        let centre = projection.point(Self.leeds)
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
        // The map is wider than the region's shape: its height holds the region's latitudes exactly.
        let north = projection.point(CLLocationCoordinate2D(latitude: 53.81, longitude: -1.55))
        #expect(abs(north.y) < 0.01, "Mercator stretches the north half a little more")
        let east = projection.point(CLLocationCoordinate2D(latitude: 53.8, longitude: -1.54))
        // A degree of longitude is shorter than one of latitude this far north (by cos 53.8°).
        #expect(east.x > 100 && east.x - 100 < 50)
        #expect(abs((east.x - 100) / 50 - cos(53.8 * .pi / 180)) < 0.01)
    }

    @Test func aMarkersPointIsOnItsCoordinateAndItsTitleUnderIt() throws {
        let laidOut = try screen(Map(initialPosition: .region(Self.region)) {
            Marker("Boots", coordinate: Self.leeds)
        }.frame(height: 200))
        let list = laidOut.displayList
        #expect(LayoutHarness.frames(list).first == "fill 0,0 200x200", "the land first")
        // The point under the balloon ends on the coordinate, the map's middle.
        let pointer = try #require(paths(list).last)
        #expect(abs(pointer.midX - 100) < 1e-6 && abs(pointer.maxY - 100) < 1e-6, "\(paths(list))")
        #expect(LayoutHarness.frames(list).contains("fill 85,63 30x30 r15"), "the balloon's circle above it")
        let title = try #require(DisabledTests.texts(list).first { $0.spec.string == "Boots" })
        #expect(title.frame.minY == 102 && abs(title.frame.midX - 100) < 1e-6)
        #expect(list.accessibilityElements.map(\.label) == ["Boots"])
        #expect(list.accessibilityElements.first?.frame == CGRect(x: 85, y: 63, width: 30, height: 37))
        let found = MapCheck().findings(on: AuditedPage(list: list, pixels: nil, configuration: .standard))
        #expect(found.map(\.rule) == [.mapNotDrawn])
        #expect(found.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func anAutomaticCameraFramesEveryMarker() throws {
        let pharmacies = [
            Pharmacy(id: 1, name: "A", coordinate: CLLocationCoordinate2D(latitude: 53.80, longitude: -1.60)),
            Pharmacy(id: 2, name: "B", coordinate: CLLocationCoordinate2D(latitude: 53.85, longitude: -1.50)),
            Pharmacy(id: 3, name: "C", coordinate: CLLocationCoordinate2D(latitude: 53.78, longitude: -1.52)),
        ]
        let list = try screen(Map {
            ForEach(pharmacies) { Marker($0.name, coordinate: $0.coordinate) }
            UserAnnotation()
        }.frame(height: 300)).displayList
        let pointers = paths(list)
        #expect(pointers.count == 3)
        for pointer in pointers {
            #expect(pointer.minX > 0 && pointer.maxX < 200 && pointer.maxY > 0 && pointer.maxY < 300, "\(pointer)")
        }
        // Further north is higher up, further east further right.
        #expect(pointers[1].maxY < pointers[0].maxY && pointers[1].midX > pointers[0].midX)
    }

    @Test func anAnnotationsAnchorIsOnItsCoordinate() throws {
        let list = try screen(Map(initialPosition: .region(Self.region)) {
            Annotation("Surgery", coordinate: Self.leeds, anchor: .center) {
                Circle().fill(Color.blue).frame(width: 10, height: 10)
            }
        }.frame(height: 200)).displayList
        #expect(LayoutHarness.frames(list).contains("fill 95,95 10x10 r5"), "\(LayoutHarness.frames(list))")
        #expect(list.accessibilityElements.map(\.label) == ["Surgery"])
    }

    @Test func theIOS14FormsDrawMarkersForTheirItems() throws {
        var region = Self.region
        let binding = Binding(get: { region }, set: { region = $0 })
        let item = Pharmacy(id: 1, name: "Boots", coordinate: Self.leeds)
        let list = try screen(Map(coordinateRegion: binding, annotationItems: [item]) { MapMarker(coordinate: $0.coordinate, tint: .green) }
            .frame(height: 200)).displayList
        let pointer = try #require(paths(list).last)
        #expect(abs(pointer.midX - 100) < 1e-6 && abs(pointer.maxY - 100) < 1e-6)
        #expect(try screen(Map(coordinateRegion: binding).frame(height: 50)).displayList.size.height == 50)
    }

    @Test func distancesAndTheAuditsVocabulary() {
        let leeds = CLLocation(latitude: 53.8, longitude: -1.55), york = CLLocation(latitude: 53.96, longitude: -1.08)
        // About 35 km apart.
        #expect(abs(leeds.distance(from: york) - 35_000) < 1_500)
        #expect(leeds.distance(from: leeds) == 0)
        #expect(CLLocationCoordinate2DIsValid(Self.leeds) && !CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
        #expect(MapAnnotationKeys.component == ComponentAnnotation.UndrawnMap.component)
        #expect(DesignAudit.standardChecks.contains { $0.rules.contains(.mapNotDrawn) })
    }

    @Test func overlaysAreDrawnThroughTheProjection() throws {
        let east = CLLocationCoordinate2D(latitude: 53.8, longitude: -1.545)
        let list = try screen(Map(initialPosition: .region(Self.region)) {
            MapPolyline(coordinates: [Self.leeds, east]).stroke(Color.green, lineWidth: 4)
            MapCircle(center: Self.leeds, radius: 500).foregroundStyle(Color.red.opacity(0.3))
        }.frame(height: 200)).displayList
        let drawn = paths(list)
        #expect(drawn.count == 2)
        let projection = MapProjection(region: Self.region, size: CGSize(width: 200, height: 200))
        let end = projection.point(east)
        // The line runs from the middle east to the second point (its bounds grown by the pen).
        #expect(abs(drawn[0].minX - 98) < 0.5 && abs(drawn[0].maxX - (end.x + 2)) < 0.5, "\(drawn)")
        // 500 m is 0.00449° of latitude: the circle is that many points tall each way.
        let north = projection.point(CLLocationCoordinate2D(latitude: 53.8 + 500 / 111_320, longitude: -1.55))
        #expect(abs(drawn[1].midX - 100) < 1e-6 && abs(drawn[1].midY - 100) < 0.2)
        #expect(abs(drawn[1].height / 2 - (100 - north.y)) < 0.2, "\(drawn[1])")
    }

    @Test func anAutomaticCameraFramesALine() throws {
        let route = [CLLocationCoordinate2D(latitude: 53.70, longitude: -1.70), CLLocationCoordinate2D(latitude: 53.90, longitude: -1.40)]
        let line = try #require(paths(try screen(Map { MapPolyline(coordinates: route) }.frame(height: 200)).displayList).first)
        #expect(line.minX > 0 && line.maxX < 200 && line.minY > 0 && line.maxY < 200, "\(line)")
    }

    @Test func theLocationManagerNeverHasALocation() {
        let manager = CLLocationManager()
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        #expect(manager.authorizationStatus == .notDetermined)
        #expect(manager.location == nil && !CLLocationManager.locationServicesEnabled())
        #expect(manager.desiredAccuracy == 100)
    }

    @Test func aMapItemIsAMarkerAndOpensNothing() throws {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: Self.leeds))
        item.name = "Boots"
        #expect(!item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeWalking]))
        let list = try screen(Map(initialPosition: .item(item)) { Marker(item: item) }.frame(height: 200)).displayList
        let pointer = try #require(paths(list).last)
        #expect(abs(pointer.midX - 100) < 1e-6 && abs(pointer.maxY - 100) < 1e-6)
        #expect(list.accessibilityElements.map(\.label) == ["Boots"])
    }

    @Test func aPolygonIsFilledAndOutlinedAroundItsCorners() throws {
        let corners = [CLLocationCoordinate2D(latitude: 53.805, longitude: -1.555), CLLocationCoordinate2D(latitude: 53.805, longitude: -1.545),
                       CLLocationCoordinate2D(latitude: 53.795, longitude: -1.55)]
        let list = try screen(Map(initialPosition: .region(Self.region)) {
            MapPolygon(coordinates: corners).foregroundStyle(Color.yellow.opacity(0.4)).stroke(Color.orange, lineWidth: 2)
        }.frame(height: 200)).displayList
        let drawn = paths(list)
        #expect(drawn.count == 2, "a fill and an outline")
        let projection = MapProjection(region: Self.region, size: CGSize(width: 200, height: 200))
        let top = projection.point(corners[0])
        #expect(abs(drawn[0].minX - top.x) < 1e-6 && abs(drawn[0].minY - top.y) < 1e-6, "\(drawn)")
        #expect(drawn[1].contains(drawn[0]) && drawn[1].minX < drawn[0].minX, "the outline is centred on the edge")
    }
}
