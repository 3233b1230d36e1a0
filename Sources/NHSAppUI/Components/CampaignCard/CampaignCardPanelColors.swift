/// The colours of the campaign card's text panel: background, text and chevron.
public struct CampaignCardPanelColors: Sendable {
    /// Behind the title and subtitle.
    public var background: Color
    /// The title and subtitle.
    public var text: Color
    /// The decorative chevron.
    public var chevron: Color

    /// Fixed dark blue with fixed white text in both schemes: white on #00386e is 11.73:1
    /// (design-reference §8). The chevron is fixed pale blue, as measured on the light card. [O]
    public static let fixedDarkBlue = CampaignCardPanelColors(
        background: .nhsDarkBlueOnly, text: .nhsWhiteOnly, chevron: .nhsPaleBlueOnly)

    /// The adaptive tokens the prototype used: dark blue becomes #add1ff in dark mode, with
    /// nhsWhite (#263037 in dark mode) text, 8.55:1. Not used; kept for comparison.
    public static let adaptiveDarkBlue = CampaignCardPanelColors(
        background: .nhsDarkBlue, text: .nhsWhite, chevron: .nhsPaleBlue)

    /// The pairing the card uses. The spec promises "white text on the dark blue panel" and the
    /// issue asks for it at every colour scheme; the fixed pair keeps exactly that in dark mode,
    /// with the higher contrast (11.73:1 against 8.55:1 for the adaptive pair).
    public static let current = CampaignCardPanelColors.fixedDarkBlue
}
