/// Where the campaign card's photo sits relative to its text.
public enum CampaignCardArrangement: String, Hashable, Sendable {
    /// The photo above the text: narrow screens, and every accessibility text size.
    case stacked
    /// The photo to the left of the text, 40 % of the width: regular width below AX1.
    case sideBySide

    /// The arrangement for a size class and text size: side by side only on regular width
    /// below `CampaignCardMetrics.stackedFromTextSize`.
    public static func forEnvironment(horizontalSizeClass: UserInterfaceSizeClass?,
                                      dynamicTypeSize: DynamicTypeSize) -> CampaignCardArrangement {
        guard horizontalSizeClass == .regular, dynamicTypeSize < CampaignCardMetrics.stackedFromTextSize else {
            return .stacked
        }
        return .sideBySide
    }
}
