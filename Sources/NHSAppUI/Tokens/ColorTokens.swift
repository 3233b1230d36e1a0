/// The NHS App iOS colour tokens (design-reference §1), each with its light and dark value.
/// Tokens ending in `Only` keep one value in both schemes.
extension Color {
    /// Screen background.
    public static let nhsBackground = Color(hex: 0xf0f4f5, darkHex: 0x1b2429)
    /// Main text.
    public static let nhsText = Color(hex: 0x212b33, darkHex: 0xffffff)
    /// Secondary text.
    public static let nhsSecondaryText = Color(hex: 0x4c6273, darkHex: 0xc8d3d9)
    /// The app tint.
    public static let nhsAccent = Color(hex: 0x005eb8, darkHex: 0x52a0ff)
    /// NHS blue.
    public static let nhsBlue = Color(hex: 0x0060bf, darkHex: 0x2ca2ff)
    /// Black (white in dark mode).
    public static let nhsBlack = Color(hex: 0x212b33, darkHex: 0xffffff)
    /// White (a dark card surface in dark mode).
    public static let nhsWhite = Color(hex: 0xffffff, darkHex: 0x263037)
    /// Warm yellow; no dark value is listed, so it is the same in both schemes.
    public static let nhsWarmYellow = Color(hex: 0xffb81c)
    /// Yellow.
    public static let nhsYellow = Color(hex: 0xffeb3b, darkHex: 0xffffff)
    /// Green.
    public static let nhsGreen = Color(hex: 0x007f3b, darkHex: 0x00c55f)
    /// Red.
    public static let nhsRed = Color(hex: 0xd5281b, darkHex: 0xf76957)
    /// Orange.
    public static let nhsOrange = Color(hex: 0xed8b00, darkHex: 0xffa240)
    /// Pink.
    public static let nhsPink = Color(hex: 0xae2573, darkHex: 0xf681ba)
    /// Purple.
    public static let nhsPurple = Color(hex: 0x5c338e, darkHex: 0xa988dd)
    /// Aqua green.
    public static let nhsAquaGreen = Color(hex: 0x4aa199, darkHex: 0x58bbb2)
    /// Grey 1 (same values as secondary text).
    public static let nhsGrey1 = Color(hex: 0x4c6273, darkHex: 0xc8d3d9)
    /// Grey 2.
    public static let nhsGrey2 = Color(hex: 0x778792, darkHex: 0xaab5bc)
    /// Grey 3.
    public static let nhsGrey3 = Color(hex: 0xaeb7be, darkHex: 0x7b888f)
    /// Grey 4.
    public static let nhsGrey4 = Color(hex: 0xd8dde0, darkHex: 0x4c5a63)
    /// Grey 5 (same values as the background).
    public static let nhsGrey5 = Color(hex: 0xf0f4f5, darkHex: 0x1b2429)
    /// Dark blue: the campaign card panel in light mode.
    public static let nhsDarkBlue = Color(hex: 0x00386e, darkHex: 0xadd1ff)
    /// Dark aqua green.
    public static let nhsDarkAquaGreen = Color(hex: 0x25514d, darkHex: 0x94faea)
    /// Dark green.
    public static let nhsDarkGreen = Color(hex: 0x004c23, darkHex: 0xadffc7)
    /// Dark orange.
    public static let nhsDarkOrange = Color(hex: 0x603700, darkHex: 0xffd2ad)
    /// Dark pink.
    public static let nhsDarkPink = Color(hex: 0x681645, darkHex: 0xffcce2)
    /// Dark purple.
    public static let nhsDarkPurple = Color(hex: 0x402463, darkHex: 0xdaccff)
    /// Dark red.
    public static let nhsDarkRed = Color(hex: 0x801810, darkHex: 0xffb5ad)
    /// Dark yellow.
    public static let nhsDarkYellow = Color(hex: 0x4c4612, darkHex: 0xffe799)
    /// Pale blue: the own-profile card; the campaign chevron.
    public static let nhsPaleBlue = Color(hex: 0xccdff1, darkHex: 0x002f5c)
    /// Pale aqua green.
    public static let nhsPaleAquaGreen = Color(hex: 0xc9e3e0, darkHex: 0x1e403d)
    /// Pale green.
    public static let nhsPaleGreen = Color(hex: 0xcce5d8, darkHex: 0x004c23)
    /// Pale orange.
    public static let nhsPaleOrange = Color(hex: 0xfce7cc, darkHex: 0x513000)
    /// Pale pink.
    public static let nhsPalePink = Color(hex: 0xefd3e3, darkHex: 0x541238)
    /// Pale purple.
    public static let nhsPalePurple = Color(hex: 0xded6e8, darkHex: 0x3f2361)
    /// Pale red.
    public static let nhsPaleRed = Color(hex: 0xf7d4d1, darkHex: 0x4a1917)
    /// Pale yellow.
    public static let nhsPaleYellow = Color(hex: 0xfff7b1, darkHex: 0x423d10)
    /// Blue in both schemes.
    public static let nhsBlueOnly = Color(hex: 0x005eb8)
    /// Black in both schemes.
    public static let nhsBlackOnly = Color(hex: 0x232b32)
    /// White in both schemes.
    public static let nhsWhiteOnly = Color(hex: 0xffffff)
    /// Dark blue in both schemes.
    public static let nhsDarkBlueOnly = Color(hex: 0x00386e)
    /// Pale blue in both schemes.
    public static let nhsPaleBlueOnly = Color(hex: 0xccdff1)
    /// Dark orange in both schemes.
    public static let nhsDarkOrangeOnly = Color(hex: 0x5a390f)
    /// Pale orange in both schemes.
    public static let nhsPaleOrangeOnly = Color(hex: 0xf8e8cf)
    /// Warm yellow in both schemes.
    public static let nhsWarmYellowOnly = Color(hex: 0xffb81c)
    /// The default border of `nhsCardStyle`: not published; Grey 4 measured from the screenshots. [I]
    public static let nhsBorder = Color(hex: 0xd8dde0, darkHex: 0x4c5a63)
}
