import Drawing
import Foundation
@testable import Raster
import Testing

/// Layout that nothing draws measures as drawing does, and keeps nothing: no text's Pango layout
/// for a painter, no measurement for the next cell (`Renderer.layoutOnlyMeasurer`).
@Suite struct LayoutOnlyMeasurerTests {
    static let specs: [TextSpec] = [
        TextSpec(string: "Book a GP appointment", font: FontSpec(size: 17)),
        TextSpec(string: "Order a repeat prescription for yourself or someone you care for", font: FontSpec(size: 17, weight: .semibold)),
        TextSpec(string: "مرحبا بالعالم", font: FontSpec(size: 17), direction: .rightToLeft),
        TextSpec(string: "Cut after one line of this longer text", font: FontSpec(size: 15), lineLimit: 1),
    ]
    static let widths: [CGFloat?] = [nil, 0, 60, 150, 1_000]

    @Test func measuresAsDrawingDoesAndKeepsNothing() throws {
        let renderer = try Renderer.load()
        let layoutOnly = renderer.layoutOnlyMeasurer
        var passing: [TextMeasurement] = []
        for spec in Self.specs {
            for width in Self.widths { passing.append(layoutOnly.measure(spec, width: width)) }
        }
        #expect(renderer.measurements.count == 0)
        #expect(renderer.textEngine.withEngine { $0.layouts.count } == 0)
        #expect(renderer.textEngine.withEngine { $0.passingLayouts.count } <= TextEngine.passingLayoutLimit)

        var drawing: [TextMeasurement] = []
        for spec in Self.specs {
            for width in Self.widths { drawing.append(renderer.measurer.measure(spec, width: width)) }
        }
        #expect(drawing == passing)
        #expect(renderer.measurements.count > 0)
        #expect(renderer.textEngine.withEngine { $0.layouts.count } == Self.specs.count)
    }
}
