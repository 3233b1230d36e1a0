import Foundation

/// The campaign card's layout constants (design-reference §3). The design system does not
/// publish them: each is measured from the reference screenshots [O] or inferred [I].
public enum CampaignCardMetrics {
    /// Height of the photo above the panel, and the least height of the side-by-side card. [O] 178–180 pt
    public static let photoHeight: CGFloat = 180
    /// The photo's share of the card's width when it sits beside the text (320 of 802 pt). [O]
    public static let sideBySidePhotoFraction: CGFloat = 0.4
    /// Padding inside the dark-blue panel, on every side. [O]
    public static let panelPadding: CGFloat = 24
    /// Gap between the title and the subtitle. [O] about 6 pt
    public static let titleToSubtitleSpacing: CGFloat = 6
    /// Least gap between the text block and the chevron. [I]
    public static let textToChevronSpacing: CGFloat = 16
    /// The smallest text size at which the photo always sits above the text, even on regular
    /// width, so the text has the card's full width. Apple does not publish it: AX1. [I]
    public static let stackedFromTextSize: DynamicTypeSize = .accessibility1
}
