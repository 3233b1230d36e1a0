import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Gauge as iOS screen code writes it: a bar filled as far as the value goes in its range, the
/// label above, the bounds at the bar's ends, the current value below, one VoiceOver element.
@Suite struct GaugeTests {
    static let font = Font.custom("Fake", size: 10)

    private func layout(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 200).displayList
    }

    /// The track and the filled part of the bar: the two capsules `GaugeMetrics.barHeight` tall.
    private func bar(_ list: DisplayList) throws -> (track: CGRect, filled: CGRect) {
        let capsules = DisplayList.flatten(list.items).compactMap { entry -> CGRect? in
            if case .fill(let shape, _) = entry.item, shape.rect.height == GaugeMetrics.barHeight { return shape.rect }
            return nil
        }
        try #require(capsules.count == 2)
        return (capsules[0], capsules[1])
    }

    @Test func theBarIsFilledAsFarAsTheValueGoes() throws {
        let list = try layout(Gauge(value: 0.4) { Text("Battery") })
        let (track, filled) = try bar(list)
        #expect(track.width == 200 && filled.minX == track.minX)
        #expect(abs(filled.width - 0.4 * track.width) < 0.001)
        let label = try #require(list.textItems.first)
        #expect(label.spec.string == "Battery" && label.frame.maxY <= track.minY, "the label is above the bar")
        #expect(list.accessibilityElements.map(\.label) == ["Battery, 40%"])
        #expect(list.tapTargets.isEmpty)
    }

    @Test func aRangeAndItsLabels() throws {
        let list = try layout(Gauge(value: 75.0, in: 0...150) {
            Text("Speed")
        } currentValueLabel: {
            Text("75")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("150")
        })
        let (track, filled) = try bar(list)
        #expect(abs(filled.width - track.width / 2) < 0.001, "75 is half of 0…150")
        let texts = Dictionary(uniqueKeysWithValues: list.textItems.map { ($0.spec.string, $0.frame) })
        let minimum = try #require(texts["0"]), maximum = try #require(texts["150"]), current = try #require(texts["75"])
        #expect(minimum.maxX <= track.minX && maximum.minX >= track.maxX, "the bounds at the bar's ends")
        #expect(current.minY >= track.maxY, "the current value below")
        #expect(list.accessibilityElements.map(\.label) == ["Speed, 75"])
    }

    @Test func everyStyleIsDrawnAsTheLinearCapacityBar() throws {
        let plain = try layout(Gauge(value: 0.25) { Text("Steps") })
        for styled in [try layout(Gauge(value: 0.25) { Text("Steps") }.gaugeStyle(.accessoryCircularCapacity)),
                       try layout(Gauge(value: 0.25) { Text("Steps") }.gaugeStyle(.linearCapacity))] {
            #expect(styled.dump() == plain.dump())
        }
    }
}
