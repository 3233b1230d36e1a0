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

/// A measurement within no width that `ZeroWidthText` makes from its characters' lines is not
/// kept in the renderer's cache: it is made again as cheaply as it is found, and, a line a
/// character, it is several times the size of a text's other measurements.
@Suite struct ZeroWidthCachingTests {
    @Test func aMeasurementWithinNoWidthMadeFromCharactersIsNotKept() throws {
        let renderer = try Renderer.load()
        let plain = TextSpec(string: "Book a GP appointment", font: FontSpec(size: 17))
        let first = renderer.measurer.measure(plain, width: 0)
        #expect(first.lineCount == plain.string.count, "one line a character")
        #expect(renderer.measurements.count == 0)
        #expect(renderer.measurer.measure(plain, width: 0) == first)
        _ = renderer.measurer.measure(plain, width: 60)
        #expect(renderer.measurements.count == 1)
        // A text ZeroWidthText does not answer (right to left) is shaped by Pango and kept.
        let arabic = TextSpec(string: "مرحبا بالعالم", font: FontSpec(size: 17), direction: .rightToLeft)
        _ = renderer.measurer.measure(arabic, width: 0)
        #expect(renderer.measurements.count == 2)
    }
}
