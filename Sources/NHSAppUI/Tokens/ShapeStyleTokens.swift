/// The colour tokens as shape styles, so `.foregroundStyle(.nhsText)` reads as in SwiftUI.
extension ShapeStyle where Self == Color {
    /// `Color.nhsBackground`.
    public static var nhsBackground: Color { Color.nhsBackground }
    /// `Color.nhsText`.
    public static var nhsText: Color { Color.nhsText }
    /// `Color.nhsSecondaryText`.
    public static var nhsSecondaryText: Color { Color.nhsSecondaryText }
    /// `Color.nhsAccent`.
    public static var nhsAccent: Color { Color.nhsAccent }
    /// `Color.nhsBlue`.
    public static var nhsBlue: Color { Color.nhsBlue }
    /// `Color.nhsBlack`.
    public static var nhsBlack: Color { Color.nhsBlack }
    /// `Color.nhsWhite`.
    public static var nhsWhite: Color { Color.nhsWhite }
    /// `Color.nhsWarmYellow`.
    public static var nhsWarmYellow: Color { Color.nhsWarmYellow }
    /// `Color.nhsYellow`.
    public static var nhsYellow: Color { Color.nhsYellow }
    /// `Color.nhsGreen`.
    public static var nhsGreen: Color { Color.nhsGreen }
    /// `Color.nhsRed`.
    public static var nhsRed: Color { Color.nhsRed }
    /// `Color.nhsOrange`.
    public static var nhsOrange: Color { Color.nhsOrange }
    /// `Color.nhsPink`.
    public static var nhsPink: Color { Color.nhsPink }
    /// `Color.nhsPurple`.
    public static var nhsPurple: Color { Color.nhsPurple }
    /// `Color.nhsAquaGreen`.
    public static var nhsAquaGreen: Color { Color.nhsAquaGreen }
    /// `Color.nhsGrey1`.
    public static var nhsGrey1: Color { Color.nhsGrey1 }
    /// `Color.nhsGrey2`.
    public static var nhsGrey2: Color { Color.nhsGrey2 }
    /// `Color.nhsGrey3`.
    public static var nhsGrey3: Color { Color.nhsGrey3 }
    /// `Color.nhsGrey4`.
    public static var nhsGrey4: Color { Color.nhsGrey4 }
    /// `Color.nhsGrey5`.
    public static var nhsGrey5: Color { Color.nhsGrey5 }
    /// `Color.nhsDarkBlue`.
    public static var nhsDarkBlue: Color { Color.nhsDarkBlue }
    /// `Color.nhsDarkAquaGreen`.
    public static var nhsDarkAquaGreen: Color { Color.nhsDarkAquaGreen }
    /// `Color.nhsDarkGreen`.
    public static var nhsDarkGreen: Color { Color.nhsDarkGreen }
    /// `Color.nhsDarkOrange`.
    public static var nhsDarkOrange: Color { Color.nhsDarkOrange }
    /// `Color.nhsDarkPink`.
    public static var nhsDarkPink: Color { Color.nhsDarkPink }
    /// `Color.nhsDarkPurple`.
    public static var nhsDarkPurple: Color { Color.nhsDarkPurple }
    /// `Color.nhsDarkRed`.
    public static var nhsDarkRed: Color { Color.nhsDarkRed }
    /// `Color.nhsDarkYellow`.
    public static var nhsDarkYellow: Color { Color.nhsDarkYellow }
    /// `Color.nhsPaleBlue`.
    public static var nhsPaleBlue: Color { Color.nhsPaleBlue }
    /// `Color.nhsPaleAquaGreen`.
    public static var nhsPaleAquaGreen: Color { Color.nhsPaleAquaGreen }
    /// `Color.nhsPaleGreen`.
    public static var nhsPaleGreen: Color { Color.nhsPaleGreen }
    /// `Color.nhsPaleOrange`.
    public static var nhsPaleOrange: Color { Color.nhsPaleOrange }
    /// `Color.nhsPalePink`.
    public static var nhsPalePink: Color { Color.nhsPalePink }
    /// `Color.nhsPalePurple`.
    public static var nhsPalePurple: Color { Color.nhsPalePurple }
    /// `Color.nhsPaleRed`.
    public static var nhsPaleRed: Color { Color.nhsPaleRed }
    /// `Color.nhsPaleYellow`.
    public static var nhsPaleYellow: Color { Color.nhsPaleYellow }
    /// `Color.nhsBlueOnly`.
    public static var nhsBlueOnly: Color { Color.nhsBlueOnly }
    /// `Color.nhsBlackOnly`.
    public static var nhsBlackOnly: Color { Color.nhsBlackOnly }
    /// `Color.nhsWhiteOnly`.
    public static var nhsWhiteOnly: Color { Color.nhsWhiteOnly }
    /// `Color.nhsDarkBlueOnly`.
    public static var nhsDarkBlueOnly: Color { Color.nhsDarkBlueOnly }
    /// `Color.nhsPaleBlueOnly`.
    public static var nhsPaleBlueOnly: Color { Color.nhsPaleBlueOnly }
    /// `Color.nhsDarkOrangeOnly`.
    public static var nhsDarkOrangeOnly: Color { Color.nhsDarkOrangeOnly }
    /// `Color.nhsPaleOrangeOnly`.
    public static var nhsPaleOrangeOnly: Color { Color.nhsPaleOrangeOnly }
    /// `Color.nhsWarmYellowOnly`.
    public static var nhsWarmYellowOnly: Color { Color.nhsWarmYellowOnly }
    /// `Color.nhsBorder`.
    public static var nhsBorder: Color { Color.nhsBorder }
}
