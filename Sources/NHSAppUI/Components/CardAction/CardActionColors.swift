/// The colours of each card action style (design-reference §1, colour pairings).
extension CardActionStyle {
    /// The title: `nhsText`, the app tint `nhsAccent` for `.plain` [I], white for `.reverse` [A].
    public var titleColor: Color {
        switch self {
        case .primary: return .nhsText
        case .plain: return .nhsAccent
        case .reverse: return .nhsWhiteOnly
        }
    }

    /// The subtitle: `nhsSecondaryText` [I], white on the blue card [A].
    public var subtitleColor: Color {
        self == .reverse ? .nhsWhiteOnly : .nhsSecondaryText
    }

    /// The chevron: `nhsBlue` at 40 % [O]; white on the blue card [I]. `.plain` has none.
    public var chevronColor: Color? {
        switch self {
        case .primary: return Color.nhsBlue.opacity(CardActionMetrics.chevronOpacity)
        case .plain: return nil
        case .reverse: return .nhsWhiteOnly
        }
    }

    /// The blue card `.reverse` draws: `nhsBlue` in light mode, the fixed `nhsBlueOnly` (#005eb8) in
    /// dark mode, because white on the adaptive dark blue #2ca2ff is only 2.72:1 (§8). [I]
    public static let reverseCardColor = Color(light: Color.nhsBlue.light, dark: Color.nhsBlueOnly.dark)
}

extension CardActionGroupStyle {
    /// The card: `nhsWhite` for `.primary` [A], clear for `.secondary` [A].
    public var cardColor: Color { self == .primary ? .nhsWhite : .clear }

    /// The border width: none for `.primary`, 2 pt `nhsBorder` for `.secondary` [A].
    public var borderWidth: Double { self == .primary ? 0 : Double(NHSMetrics.outlinedBorderWidth) }

    /// The divider between two actions: a pale blue line. [I]
    public static let dividerColor = Color.nhsBlue.opacity(CardActionMetrics.dividerOpacity)
}
