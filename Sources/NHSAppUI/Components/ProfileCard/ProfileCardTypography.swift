/// The type styles of the profile card, measured from the reference screenshots [O] (issue 20):
/// at the screenshots' own scale (about 1.82 px/pt, from the chevron and the corner radius)
/// the name is 20 pt bold, every other line of the regular card 16 pt, and the compact card's
/// lines 15 pt bold and 13 pt. design-reference §2 guessed subheadline (15) and body (17) for the
/// regular card's supporting lines; the screenshots measure 16.0-16.6 pt, so callout.
public enum ProfileCardTypography {
    /// The name on the regular card (own and acting-for). [O] 20.0-20.1 pt bold
    public static let regularName: Font = .nhsTitle3
    /// "Acting for" above the name, bold, and "Manage another person's profile" on the regular
    /// acting-for card. [O] 16.6 and 16.2 pt
    public static let regularSupporting: Font = .nhsCallout
    /// "NHS number: 485 777 3456" on the own card ("NHS number:" bold). [O] 16.0 pt
    public static let nhsNumber: Font = .nhsCallout
    /// "Acting for <name>" on the compact card, bold. [O] 15.4 pt
    public static let compactName: Font = .nhsSubheadline
    /// The compact card's supporting line, and the NHS number on a compact own card. [O] 13.3 pt
    public static let compactSupporting: Font = .nhsFootnote
    /// The chevron, the same size on both cards. [O] 11.2-11.3 pt tall on both, as the body-sized
    /// chevron of the campaign card
    public static let chevron: Font = .nhsBody
}
