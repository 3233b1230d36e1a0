import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `gaugeStyle(_:)` with a style of your own: its `makeBody` draws the gauge from the value and
/// the labels; a built-in style's `makeBody` is the standard look; gauges in the labels take the
/// style again.
@Suite struct GaugeStyleTests {
    static let font = Font.custom("Fake", size: 10)

    /// A ring of text: the label, then the value as a whole percentage, then the bounds.
    struct PercentGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 4) {
                configuration.label
                Text("\(Int((configuration.value * 100).rounded()))%")
                configuration.minimumValueLabel
                configuration.maximumValueLabel
                configuration.currentValueLabel
            }
        }
    }

    /// The standard look with a caption under it.
    struct CaptionedGaugeStyle: GaugeStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) {
                DefaultGaugeStyle().makeBody(configuration: configuration)
                Text("caption")
            }
        }
    }

    private func layout(_ view: some View) throws -> DisplayList {
        try LayoutHarness.layout(view.font(Self.font), width: 200).displayList
    }

    @Test func aStyleOfYourOwnDrawsTheGauge() throws {
        let gauge = Gauge(value: 75.0, in: 0...150) {
            Text("Speed")
        } currentValueLabel: {
            Text("75")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("150")
        }
        let styled = try layout(gauge.gaugeStyle(PercentGaugeStyle()))
        let written = try layout(HStack(spacing: 4) { Text("Speed"); Text("50%"); Text("0"); Text("150"); Text("75") })
        #expect(styled.items == written.items)
        #expect(styled.textItems.map(\.spec.string) == ["Speed", "50%", "0", "150", "75"])
        // A gauge without bounds or current value gives the style nil for them.
        let bare = try layout(Gauge(value: 0.25) { Text("Battery") }.gaugeStyle(PercentGaugeStyle()))
        #expect(bare.textItems.map(\.spec.string) == ["Battery", "25%"])
    }

    @Test func builtInStylesAreTheStandardLook() throws {
        let plain = try layout(Gauge(value: 0.4) { Text("Battery") })
        for style in [DefaultGaugeStyle.automatic, .linearCapacity, .accessoryCircular, .accessoryLinearCapacity] {
            #expect(try layout(Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(style)).items == plain.items)
        }
        let captioned = try layout(Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(CaptionedGaugeStyle()))
        let written = try layout(VStack(spacing: 2) { Gauge(value: 0.4) { Text("Battery") }; Text("caption") })
        #expect(captioned.items == written.items)
        #expect(captioned.accessibilityElements.map(\.label) == written.accessibilityElements.map(\.label))
    }

    @Test func gaugesInTheLabelsTakeTheStyleToo() throws {
        let nested = try layout(Gauge(value: 0.5) { Gauge(value: 0.1) { Text("Inner") } }.gaugeStyle(PercentGaugeStyle()))
        #expect(nested.textItems.map(\.spec.string) == ["Inner", "10%", "50%"])
    }
}
