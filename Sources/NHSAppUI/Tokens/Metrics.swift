import Foundation

/// Layout constants of the NHS cards. The design system does not publish them: each is measured
/// from the reference screenshots [O] or inferred [I] (design-reference §3), and kept here, once.
public enum NHSMetrics {
    /// Padding of `nhsCardStyle` on every side. [O]
    public static let cardPadding: CGFloat = 20
    /// Corner radius of every card, continuous corners. [O]
    public static let cardCornerRadius: CGFloat = 28
    /// Border width of an outlined card and of a secondary card action group. [A]
    public static let outlinedBorderWidth: CGFloat = 2
    /// Screen margin in compact width: the reference screenshots of phones show 10-13 pt either
    /// side of every card (11.3 pt on average over the six; issue 20), not the 16 pt root-view
    /// layout margin design-reference §6 gives. [O]
    public static let screenMarginCompact: CGFloat = 11
    /// Screen margin in regular width: 9.5-10 pt in the iPad screenshot, not the 20 pt root-view
    /// layout margin of design-reference §6. [O]
    public static let screenMarginRegular: CGFloat = 10
    /// The minimum height of any tap target. [A]
    public static let minimumTapTarget: CGFloat = 44
    /// Chevron glyph height as a multiple of its font size (≈11.3 pt at body 17). [O]
    public static let chevronHeightPerPoint: CGFloat = 11.3 / 17
}
