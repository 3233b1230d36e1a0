import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// ColorPicker as iOS screen code writes it: the label, the colour well trailing (the chosen
/// colour inside a hue ring), one button read with its label.
@Suite struct ColorPickerTests {
    @Test func theWellShowsTheChosenColourTrailing() throws {
        let list = try LayoutHarness.layout(ColorPicker("Highlight", selection: .constant(Color(hex: 0x007f3b)))
            .font(.custom("Fake", size: 10)), width: 200).displayList
        let fills = DisplayList.flatten(list.items).compactMap { entry -> (rect: CGRect, colour: RGBAColor)? in
            if case .fill(let shape, let colour) = entry.item { return (shape.rect, colour) } else { return nil }
        }
        let chosen = try #require(fills.first { $0.colour == RGBAColor(hex: 0x007f3b) })
        let inset = ColorPickerMetrics.ringWidth
        #expect(chosen.rect.width == ColorPickerMetrics.wellDiameter - 2 * inset)
        #expect(chosen.rect.maxX == 200 - inset, "the well is at the trailing end")
        let label = try #require(list.textItems.first)
        #expect(label.spec.string == "Highlight" && label.frame.minX == 0)
        #expect(list.accessibilityElements.map(\.label) == ["Highlight"])
        #expect(list.accessibilityElements.first?.traits.contains(.isButton) == true)
        #expect(list.tapTargets.count == 1 && list.tapTargets[0].frame.height >= 44)
    }
}
