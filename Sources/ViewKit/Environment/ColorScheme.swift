/// Light or dark appearance.
public nonisolated enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}

/// The width class of the space a view has: compact on phones in portrait, regular on iPad.
public nonisolated enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
    /// Narrow.
    case compact
    /// Wide.
    case regular
}
