import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// SwiftUI's colour effects as matrices: each worked by hand on a known colour, laid out as one
/// effect group, and seen by the checks that read colours (`DisplayList.flatten`).
@Suite struct ColorEffectTests {
    private func matrix(_ view: some View) throws -> ColorMatrix {
        let list = try LayoutHarness.layout(view, width: 100).displayList
        for item in list.items {
            if case .effect(.colorMatrix(let matrix), _) = item { return matrix }
        }
        throw Failure("no colour matrix group in \(list.dump())")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    private func close(_ color: RGBAColor, _ red: Double, _ green: Double, _ blue: Double, alpha: Double = 1) -> Bool {
        abs(color.red - red) < 1e-9 && abs(color.green - green) < 1e-9 && abs(color.blue - blue) < 1e-9
            && abs(color.alpha - alpha) < 1e-9
    }

    private var swatch: some View { Color.red.frame(width: 10, height: 10) }
    private let orange = RGBAColor(red: 1, green: 0.5, blue: 0)

    @Test func grayscaleMixesTowardsTheLuminance() throws {
        let luminance = 0.2126 * 1 + 0.7152 * 0.5
        #expect(close(try matrix(swatch.grayscale(1)).applied(to: orange), luminance, luminance, luminance))
        let half = try matrix(swatch.grayscale(0.5)).applied(to: orange)
        #expect(close(half, (1 + luminance) / 2, (0.5 + luminance) / 2, luminance / 2))
        // Amounts past 1 are taken as 1.
        #expect(try matrix(swatch.grayscale(3)) == matrix(swatch.grayscale(1)))
    }

    @Test func saturationZeroIsGreyAndOneChangesNothing() throws {
        #expect(try matrix(swatch.saturation(0)) == matrix(swatch.grayscale(1)))
        #expect(close(try matrix(swatch.saturation(1)).applied(to: orange), 1, 0.5, 0))
    }

    @Test func brightnessAddsAndContrastScalesAboutTheMiddle() throws {
        #expect(close(try matrix(swatch.brightness(0.25)).applied(to: orange), 1, 0.75, 0.25))
        #expect(close(try matrix(swatch.brightness(-0.25)).applied(to: orange), 0.75, 0.25, 0))
        #expect(close(try matrix(swatch.contrast(0.5)).applied(to: orange), 0.75, 0.5, 0.25))
        #expect(close(try matrix(swatch.contrast(0)).applied(to: orange), 0.5, 0.5, 0.5))
    }

    @Test func invertMultiplyAndHueRotation() throws {
        #expect(close(try matrix(swatch.colorInvert()).applied(to: orange), 0, 0.5, 1))
        let multiplied = try matrix(swatch.colorMultiply(Color(red: 0.5, green: 1, blue: 1, opacity: 0.5))).applied(to: orange)
        #expect(close(multiplied, 0.5, 0.5, 0, alpha: 0.5))
        // A whole turn changes nothing; a grey stays grey at any angle.
        #expect(close(try matrix(swatch.hueRotation(.degrees(360))).applied(to: orange), 1, 0.5, 0))
        let grey = try matrix(swatch.hueRotation(.degrees(120))).applied(to: RGBAColor(red: 0.4, green: 0.4, blue: 0.4))
        #expect(abs(grey.red - 0.4) < 1e-3 && abs(grey.green - 0.4) < 1e-3 && abs(grey.blue - 0.4) < 1e-3)
    }

    @Test func luminanceToAlphaIsBlackAsOpaqueAsTheColourIsBright() throws {
        #expect(close(try matrix(swatch.luminanceToAlpha()).applied(to: orange), 0, 0, 0, alpha: 0.2126 + 0.7152 * 0.5))
        #expect(close(try matrix(swatch.luminanceToAlpha()).applied(to: .white), 0, 0, 0, alpha: 1))
    }

    @Test func checksReadTheColoursTheEffectDraws() throws {
        let list = try LayoutHarness.layout(Text("Results").foregroundColor(Color(red: 1, green: 0.5, blue: 0)).grayscale(1),
                                            width: 200).displayList
        let text = try #require(DisplayList.flatten(list.items).compactMap { entry -> TextItem? in
            if case .text(let item) = entry.item { return item } else { return nil }
        }.first)
        let luminance = 0.2126 + 0.7152 * 0.5
        #expect(close(text.color, luminance, luminance, luminance))
    }

    @Test func anEffectOnNothingDrawnAddsNoGroup() throws {
        let list = try LayoutHarness.layout(Color.clear.frame(width: 0, height: 0).grayscale(1), width: 100).displayList
        #expect(list.items.allSatisfy { if case .effect = $0 { return false } else { return true } })
    }
}
