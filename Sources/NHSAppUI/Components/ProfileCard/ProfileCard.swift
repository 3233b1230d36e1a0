/// A tappable card showing whose profile the user is viewing (profile-card.md).
///
/// Own profile: a pale-blue card with the name and "NHS number: 485 777 3456". Acting for
/// someone: a warm-yellow card, the same in light and dark mode, with "Acting for", the name
/// and "Manage another person's profile"; `.compact` suits screens other than home. Each has a
/// person icon and a chevron, is one button that runs `action`, and reads as the name and its
/// supporting text, then the hint.
public struct ProfileCard: View {
    /// Whose card it is.
    enum Content: Sendable {
        case own(name: String, nhsNumber: NHSNumberDisplay)
        case actingFor(name: String)
    }

    private let content: Content
    private let requestedSize: Size?
    private let accessibilityHint: String?
    private let action: () -> Void

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.profileCardSize) private var environmentSize

    /// The user's own profile card.
    ///
    /// - Parameters:
    ///   - name: The user's name.
    ///   - nhsNumber: The NHS number; shown as 3-3-4 digit groups whatever spacing is passed.
    ///     A value that is not ten digits is shown as given and reported as a finding.
    ///   - accessibilityHint: Read after the text, only when the text does not make the result clear.
    ///   - action: Runs when the card is tapped.
    public init(name: String, nhsNumber: String, accessibilityHint: String? = nil, action: @escaping () -> Void) {
        content = .own(name: name, nhsNumber: NHSNumberDisplay(nhsNumber))
        requestedSize = nil
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    /// The card shown when the user has switched to someone else's profile.
    ///
    /// - Parameters:
    ///   - actingFor: The name of the person the user is acting for.
    ///   - size: `.regular` or `.compact`; when nil, the environment's `profileCardSize` (regular by default).
    ///   - accessibilityHint: Read after the text, only when the text does not make the result clear.
    ///   - action: Runs when the card is tapped.
    public init(actingFor name: String, size: Size? = nil, accessibilityHint: String? = nil,
                action: @escaping () -> Void) {
        content = .actingFor(name: name)
        requestedSize = size
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    /// The card.
    public var body: some View {
        let size = requestedSize ?? environmentSize
        let palette = palette
        Button(action: action) {
            HStack(alignment: .center, spacing: ProfileCardMetrics.iconToTextSpacing) {
                if dynamicTypeSize < ProfileCardMetrics.iconHiddenFromTextSize {
                    ProfileCardIcon(symbol: symbol, palette: palette, size: size)
                }
                ProfileCardText(content: content, size: size, palette: palette)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .accessibilityHidden(true)
                    .font(ProfileCardTypography.chevron)
                    .foregroundStyle(palette.chevron)
            }
            .padding(.horizontal, size == .compact ? ProfileCardMetrics.compactHorizontalPadding : ProfileCardMetrics.regularPadding)
            .padding(.vertical, size == .compact ? ProfileCardMetrics.compactVerticalPadding : ProfileCardMetrics.regularPadding)
            .background(palette.background, in: RoundedRectangle(cornerRadius: NHSMetrics.cardCornerRadius, style: .continuous))
        }
        .buttonStyle(.plain)
        .accessibilityLabel(spokenLabel)
        .accessibilityHint(accessibilityHint ?? "")
        .componentAnnotation(ProfileCardAnnotation.component,
                             ProfileCardAnnotation.properties(content: content, size: size,
                                                              accessibilityHint: accessibilityHint))
    }

    private var palette: ProfileCardPalette {
        switch content {
        case .own: return .ownProfile
        case .actingFor: return .actingFor
        }
    }

    private var symbol: String {
        switch content {
        case .own: return "person.fill"
        case .actingFor: return "person.2.fill"
        }
    }

    /// The name and the supporting text, as VoiceOver reads them.
    private var spokenLabel: String {
        switch content {
        case .own(let name, let number):
            return name + ", " + ProfileCard.nhsNumberLabel + " " + number.text
        case .actingFor(let name):
            return ProfileCard.actingForLabel + " " + name + ", " + ProfileCard.actingForSupportingText
        }
    }

    /// The words before the name on the acting-for card.
    public static let actingForLabel = "Acting for"
    /// The supporting text of the acting-for card.
    public static let actingForSupportingText = "Manage another person's profile"
    /// The label before the NHS number on the own-profile card.
    public static let nhsNumberLabel = "NHS number:"
}
