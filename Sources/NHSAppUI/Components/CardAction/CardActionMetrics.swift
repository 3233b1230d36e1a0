import Foundation

/// Layout constants of `CardAction` and `CardActionGroup`. The design system publishes none of
/// them: each is inferred [I] or measured [O] (design-reference §3), and kept here, once.
public enum CardActionMetrics {
    /// Padding around a row's content, on every side. [I]
    public static let rowPadding: CGFloat = 16
    /// Gap between the text and the trailing chevron. [I]
    public static let chevronSpacing: CGFloat = 12
    /// The least height of a row: the minimum tap target. [I] (HIG 44 pt [A])
    public static let minimumRowHeight: CGFloat = NHSMetrics.minimumTapTarget
    /// Gap between the title and the subtitle. [I]
    public static let titleSubtitleSpacing: CGFloat = 4
    /// Padding of the blue card a `.reverse` action draws: the same as `nhsCardStyle()`. [I]
    public static let reverseCardPadding: CGFloat = NHSMetrics.cardPadding
    /// Padding of a group's card around its rows: none, so each row is a full-bleed tap target
    /// and the rows' own padding sets the text inset. [I] (decision)
    public static let groupCardPadding: CGFloat = 0
    /// Thickness of the divider between two actions of a group. [I]
    public static let dividerThickness: CGFloat = 1
    /// Inset of the divider at each end, like the row padding. [I]
    public static let dividerInset: CGFloat = rowPadding
    /// Gap between a group's header and its card. [I]
    public static let headerSpacing: CGFloat = 8
    /// Gap between a group's card and its footer. [I]
    public static let footerSpacing: CGFloat = 8
    /// Opacity of `nhsBlue` in the primary chevron (#99bfe5 on white). [O]
    public static let chevronOpacity: Double = 0.4
    /// Opacity of `nhsBlue` in the divider: a pale blue line, like NHSDivider's default. [I]
    public static let dividerOpacity: Double = 0.2
}
