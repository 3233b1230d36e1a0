extension ProfileCard {
    /// How much room the card takes.
    public enum Size: String, CaseIterable, Hashable, Sendable {
        /// The home-screen card: 16 pt padding, a 52 pt icon, three text styles. The default.
        case regular
        /// Smaller text and less padding, for the acting-for card on screens other than home.
        /// Only for `actingFor`: a compact own-profile card is reported as a finding.
        case compact
    }
}

extension EnvironmentValues {
    private struct ProfileCardSizeKey: EnvironmentKey {
        static var defaultValue: ProfileCard.Size { .regular }
    }

    /// The size of profile cards inside that do not choose one (`.regular` unless set).
    public var profileCardSize: ProfileCard.Size {
        get { self[ProfileCardSizeKey.self] }
        set { self[ProfileCardSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the profile cards inside that do not pass `size:` themselves, as
    /// `controlSize` does for controls. An own-profile card made compact this way is drawn
    /// compact and reported as a finding, because the spec allows compact only for `actingFor`.
    nonisolated public func profileCardSize(_ size: ProfileCard.Size) -> some View {
        environment(\.profileCardSize, size)
    }
}
