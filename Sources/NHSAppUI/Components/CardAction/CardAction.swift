/// A tappable row that leads onwards: a title, an optional subtitle and, for `.primary` and
/// `.reverse`, a chevron (card-action.md).
///
/// It is one button for VoiceOver (title, then subtitle, then the hint) and one tap target.
/// On its own it has no card: add `nhsCardStyle()`, whose padding then replaces the row's, or put
/// it in a `CardActionGroup`. `.reverse` draws its own blue card.
///
/// Misuse is drawn as written and reported in the `CardAction` component annotation, whose facts
/// are `style` (as written), `drawnStyle`, `isInGroup`, `groupStyle`, `isInsideNHSCard`,
/// `hasSubtitle`, `hasHint` and `title`. The spec forbids `style == reverse` with `isInGroup` or
/// with `isInsideNHSCard`.
public struct CardAction: View {
    /// The main text.
    public let title: String
    /// Supporting text under the title.
    public let subtitle: String?
    /// The style as written; a secondary group draws it `.plain`.
    public let style: CardActionStyle
    /// What happens on activation, when it is not just another screen ("Opens in a web browser").
    public let accessibilityHint: String?
    let action: () -> Void

    @Environment(\.cardActionGroupStyle) private var groupStyle
    @Environment(\.isInsideNHSCard) private var isInsideNHSCard

    /// A card action; `action` runs when it is tapped.
    public init(title: String, subtitle: String? = nil, style: CardActionStyle = .primary,
                accessibilityHint: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.style = style
        self.accessibilityHint = accessibilityHint
        self.action = action
    }

    /// The action's row in a button, annotated with the facts the spec's rules need.
    public var body: some View {
        let drawnStyle = groupStyle?.forcedActionStyle ?? style
        // In a lone `nhsCardStyle()` card the card's padding takes the place of the row's, and the
        // card (at least 44 pt tall with its padding) is the tap target.
        let isLoneCard = isInsideNHSCard && groupStyle == nil
        Button(action: action) {
            CardActionRow(
                title: title, subtitle: subtitle, style: drawnStyle,
                padding: isLoneCard ? 0 : CardActionMetrics.rowPadding,
                minimumHeight: isLoneCard ? nil : CardActionMetrics.minimumRowHeight)
        }
        .buttonStyle(.plain)
        .accessibilityHint(accessibilityHint ?? "")
        .componentAnnotation(CardActionAnnotation.component, [
            CardActionAnnotation.title: title,
            CardActionAnnotation.style: style.rawValue,
            CardActionAnnotation.drawnStyle: drawnStyle.rawValue,
            CardActionAnnotation.isInGroup: String(groupStyle != nil),
            CardActionAnnotation.groupStyle: groupStyle?.rawValue ?? "none",
            CardActionAnnotation.isInsideNHSCard: String(isInsideNHSCard),
            CardActionAnnotation.hasSubtitle: String(subtitle != nil),
            CardActionAnnotation.hasHint: String(!(accessibilityHint ?? "").isEmpty),
        ])
    }
}
