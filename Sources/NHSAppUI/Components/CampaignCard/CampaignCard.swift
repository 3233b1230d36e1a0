/// A tappable card that promotes a public health campaign (campaign-card.md): a full-width
/// photograph, then a bold title and a subtitle on a dark-blue panel with a chevron.
///
/// On narrow screens, and at every accessibility text size, the photo sits above the text; on
/// regular width below AX1 it sits to the left, 40 % of the width. The whole card is one button
/// that runs `action`; VoiceOver reads the title, the subtitle, then the hint. Use at most one
/// per screen; in a `List`, add `.nhsCardRowStyle()`.
public struct CampaignCard: View {
    private let image: Image
    private let title: String
    private let subtitle: String
    private let accessibilityHint: String?
    private let action: () -> Void

    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A campaign card.
    ///
    /// - Parameters:
    ///   - image: The photograph, usually `Image("asset-name")`; it is decorative and hidden from VoiceOver.
    ///   - title: Persuasive, about 23 characters at most, no full stop.
    ///   - subtitle: Informative, about 75 characters at most, one sentence, no full stop.
    ///   - accessibilityHint: Read after the text; only when the text does not make the result of tapping clear.
    ///   - action: Runs when the card is tapped.
    public init(image: Image, title: String, subtitle: String, accessibilityHint: String? = nil,
                action: @escaping () -> Void) {
        self.image = image
        self.title = title
        self.subtitle = subtitle
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    /// The card.
    public var body: some View {
        let arrangement = CampaignCardArrangement.forEnvironment(
            horizontalSizeClass: horizontalSizeClass, dynamicTypeSize: dynamicTypeSize)
        Button(action: action) {
            switch arrangement {
            case .stacked:
                VStack(spacing: 0) {
                    CampaignCardPhoto(image: image, arrangement: arrangement)
                        .frame(height: CampaignCardMetrics.photoHeight)
                    CampaignCardPanel(title: title, subtitle: subtitle, arrangement: arrangement)
                }
            case .sideBySide:
                CampaignCardSideBySideLayout(photoFraction: CampaignCardMetrics.sideBySidePhotoFraction,
                                             minimumHeight: CampaignCardMetrics.photoHeight) {
                    CampaignCardPhoto(image: image, arrangement: arrangement)
                    CampaignCardPanel(title: title, subtitle: subtitle, arrangement: arrangement)
                }
            }
        }
        .buttonStyle(.plain)
        .accessibilityHint(accessibilityHint ?? "")
        .componentAnnotation(CampaignCardAnnotation.component,
                             CampaignCardAnnotation.properties(image: image.name, title: title, subtitle: subtitle,
                                                               accessibilityHint: accessibilityHint,
                                                               arrangement: arrangement))
    }
}
