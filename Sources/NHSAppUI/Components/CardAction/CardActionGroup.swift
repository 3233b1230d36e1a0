/// Card actions on one card, with a divider between each pair, an optional header above the card
/// and an optional footer below it (card-action.md).
///
/// The group draws the card: `nhsWhite` with no border (`.primary`), or clear with a 2 pt
/// `nhsBorder` border (`.secondary`, which draws every action `.plain`). The card has no padding
/// of its own (`CardActionMetrics.groupCardPadding`): each row brings 16 pt, so rows are full-bleed
/// tap targets. The header and footer align with the card's leading edge. [I]
///
/// It leaves a `CardActionGroup` annotation with `style`, `header`, `footer`, `headerFont` and
/// `actionCount`, and a `CardActionGroupHeader` annotation on the header (see `CardActionGroupHeader`).
public struct CardActionGroup: View {
    /// A heading above the card, in sentence case.
    public let header: String?
    /// Extra context below the card.
    public let footer: String?
    /// The header's font; `.nhsTitle3` makes it more prominent.
    public let headerFont: Font
    /// The card's style.
    public let style: CardActionGroupStyle
    /// The rows, top to bottom.
    public let actions: [CardAction]

    /// A group of card actions.
    public init(header: String? = nil, footer: String? = nil,
                headerFont: Font = CardActionTypography.defaultHeaderFont,
                style: CardActionGroupStyle = .primary, actions: [CardAction]) {
        self.header = header
        self.footer = footer
        self.headerFont = headerFont
        self.style = style
        self.actions = actions
    }

    /// Header, card and footer, one above the other.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let header {
                CardActionGroupHeader(text: header, font: headerFont)
                    .padding(.bottom, CardActionMetrics.headerSpacing)
            }
            if !actions.isEmpty {
                card
            }
            if let footer {
                Text(footer)
                    .font(CardActionTypography.footerFont)
                    .foregroundStyle(.nhsSecondaryText)
                    .padding(.top, CardActionMetrics.footerSpacing)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .componentAnnotation(CardActionGroupAnnotation.component, [
            CardActionGroupAnnotation.style: style.rawValue,
            CardActionGroupAnnotation.header: header ?? "",
            CardActionGroupAnnotation.footer: footer ?? "",
            CardActionGroupAnnotation.headerFont: "\(headerFont.textStyle.rawValue) \(headerFont.baseSize)",
            CardActionGroupAnnotation.actionCount: String(actions.count),
        ])
    }

    /// The rows with dividers between them, on the group's card.
    private var card: some View {
        let shape = RoundedRectangle(cornerRadius: NHSMetrics.cardCornerRadius, style: .continuous)
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(actions.indices, id: \.self) { index in
                if index > 0 {
                    CardActionDivider()
                }
                actions[index]
            }
        }
        .environment(\.cardActionGroupStyle, style)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(CardActionMetrics.groupCardPadding)
        .background(shape.fill(style.cardColor))
        .overlay {
            if style.borderWidth > 0 {
                shape.strokeBorder(.nhsBorder, lineWidth: style.borderWidth)
            }
        }
    }
}
