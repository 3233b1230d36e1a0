import Charts
import Foundation
import MapKit
import NHSAppUI
import Testing

/// A map's and a chart's views, with their modifiers, made in a function that is not on the main
/// actor (a view model's helper, a nonisolated test), as the view kit's own views can be: this
/// file compiles only while they are `nonisolated`, as SwiftUI's are.
nonisolated private func madeAnywhere() -> some View {
    VStack {
        Map(initialPosition: .automatic) {
            Marker("Pharmacy", coordinate: CLLocationCoordinate2D(latitude: 53.8, longitude: -1.55)).tint(.green)
            MapCircle(center: CLLocationCoordinate2D(latitude: 53.8, longitude: -1.55), radius: 500).foregroundStyle(.blue.opacity(0.2))
        }
        .mapStyle(.standard)
        .mapControls { MapCompass() }
        Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_200)).foregroundStyle(.red).annotation { Text("4,200") }
            RuleMark(y: .value("Goal", 5_000)).lineStyle(StrokeStyle(lineWidth: 1, dash: [2]))
        }
        .chartXAxis(.hidden)
        .chartYScale(domain: 0...10_000)
    }
}

@Suite struct MadeAnywhereTests {
    @Test nonisolated func mapsAndChartsAreMadeOffTheMainActor() async throws {
        let view = madeAnywhere()
        let laidOut = try await MainActor.run { try LayoutHarness.layout(view.frame(height: 400), width: 200) }
        #expect(laidOut.displayList.accessibilityElements.map(\.label).contains("Mon, 4,200"))
    }
}
