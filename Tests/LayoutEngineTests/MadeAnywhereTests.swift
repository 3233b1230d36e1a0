import Accessibility
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

/// A chart described for audio graphs: the descriptor is kept, and the chart drawn and read as without it.
private struct DescribedChart: View, AXChartDescriptorRepresentable {
    var body: some View {
        Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_200)) }.accessibilityChartDescriptor(self)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        AXChartDescriptor(title: "Steps", xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon"]),
                          yAxis: AXNumericDataAxisDescriptor(title: "Steps", range: 0...5_000, gridlinePositions: []) { "\($0)" },
                          series: [AXDataSeriesDescriptor(name: "Steps", isContinuous: false, dataPoints: [AXDataPoint(x: "Mon", y: 4_200)])])
    }
}

@Suite struct MadeAnywhereTests {
    @Test @MainActor func aChartDescriptorIsKeptAndChangesNothingDrawn() throws {
        let described = try LayoutHarness.layout(DescribedChart().frame(height: 100), width: 200).displayList
        let plain = try LayoutHarness.layout(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_200)) }.frame(height: 100),
                                             width: 200).displayList
        #expect(LayoutHarness.frames(described) == LayoutHarness.frames(plain))
        #expect(described.accessibilityElements.map(\.label) == plain.accessibilityElements.map(\.label))
        #expect(DescribedChart().makeChartDescriptor().series.first?.dataPoints.first?.yValue?.number == 4_200)
    }

    @Test nonisolated func mapsAndChartsAreMadeOffTheMainActor() async throws {
        let view = madeAnywhere()
        let laidOut = try await MainActor.run { try LayoutHarness.layout(view.frame(height: 400), width: 200) }
        #expect(laidOut.displayList.accessibilityElements.map(\.label).contains("Mon, 4,200"))
    }
}
