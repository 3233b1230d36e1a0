/// The type styles of card actions and their groups.
public enum CardActionTypography {
    /// Every title: body, as the spec says. [A] (`.reverse` makes it bold [A])
    public static let titleFont: Font = .nhsBody
    /// The subtitle: one step smaller than the title, like the profile card's second line. [I]
    public static let subtitleFont: Font = .nhsSubheadline
    /// The chevron takes its size from the title's style, as an SF Symbol would. [O]
    public static let chevronFont: Font = .nhsBody
    /// A group's header when none is given (`.nhsTitle3` is the more prominent choice). [I]
    public static let defaultHeaderFont: Font = .nhsHeadline
    /// Headers are drawn bold whatever font is passed, so `.nhsTitle3` is bigger and as heavy. [I]
    public static let headerIsBold = true
    /// A group's footer. [I]
    public static let footerFont: Font = .nhsFootnote
}
