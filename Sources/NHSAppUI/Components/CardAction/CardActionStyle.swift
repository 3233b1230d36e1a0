/// How a card action looks (card-action.md).
public enum CardActionStyle: String, CaseIterable, Hashable, Sendable {
    /// Body text in `nhsText` with a trailing chevron: leads to another screen or a sheet. The default.
    case primary
    /// Blue text, no chevron: less emphasis, such as a link out to a web page or "See all".
    case plain
    /// Bold title and white text on its own blue card: a lone action that must stand out.
    /// Never inside a `CardActionGroup`, never with `nhsCardStyle()`.
    case reverse

    /// True when the row ends in a chevron.
    public var hasChevron: Bool { self != .plain }

    /// True when the action draws its own card.
    public var drawsOwnCard: Bool { self == .reverse }
}

/// How a card action group looks (card-action.md).
public enum CardActionGroupStyle: String, CaseIterable, Hashable, Sendable {
    /// A white card with no border; each action keeps its own style. The default.
    case primary
    /// A clear card with a 2 pt border; every action inside is drawn `.plain`.
    case secondary

    /// The style every action inside is drawn in, or nil when each keeps its own.
    public var forcedActionStyle: CardActionStyle? { self == .secondary ? .plain : nil }
}
