import NHSAppUI
import Testing

/// Colour tokens resolve to their design-reference §1 values in each scheme.
@Suite struct ColorTokenTests {
    static func hex(_ color: Color, _ scheme: ColorScheme) -> UInt32 {
        let value = color.resolve(in: scheme)
        func byte(_ channel: Double) -> UInt32 { UInt32((channel * 255).rounded()) }
        return byte(value.red) << 16 | byte(value.green) << 8 | byte(value.blue)
    }

    @Test(arguments: [
        (Color.nhsBackground, 0xf0f4f5 as UInt32, 0x1b2429 as UInt32),
        (.nhsText, 0x212b33, 0xffffff),
        (.nhsSecondaryText, 0x4c6273, 0xc8d3d9),
        (.nhsAccent, 0x005eb8, 0x52a0ff),
        (.nhsBlue, 0x0060bf, 0x2ca2ff),
        (.nhsWhite, 0xffffff, 0x263037),
        (.nhsDarkBlue, 0x00386e, 0xadd1ff),
        (.nhsPaleBlue, 0xccdff1, 0x002f5c),
        (.nhsGrey4, 0xd8dde0, 0x4c5a63),
        (.nhsBorder, 0xd8dde0, 0x4c5a63),
        (.nhsWarmYellow, 0xffb81c, 0xffb81c),
    ])
    func adaptiveTokens(_ token: Color, _ light: UInt32, _ dark: UInt32) {
        #expect(ColorTokenTests.hex(token, .light) == light)
        #expect(ColorTokenTests.hex(token, .dark) == dark)
    }

    @Test(arguments: [
        (Color.nhsBlueOnly, 0x005eb8 as UInt32), (.nhsBlackOnly, 0x232b32), (.nhsWhiteOnly, 0xffffff),
        (.nhsDarkBlueOnly, 0x00386e), (.nhsPaleBlueOnly, 0xccdff1), (.nhsDarkOrangeOnly, 0x5a390f),
        (.nhsPaleOrangeOnly, 0xf8e8cf),
    ])
    func fixedTokensKeepOneValue(_ token: Color, _ value: UInt32) {
        #expect(ColorTokenTests.hex(token, .light) == value)
        #expect(ColorTokenTests.hex(token, .dark) == value)
    }

    @Test func opacityScalesAlphaInBothSchemes() {
        let faded = Color.nhsBlue.opacity(0.4)
        #expect(abs(faded.resolve(in: .light).opacity - 0.4) < 1e-9)
        #expect(abs(faded.resolve(in: .dark).opacity - 0.4) < 1e-9)
        #expect(Color.clear.resolve(in: .light).opacity == 0)
    }
}
