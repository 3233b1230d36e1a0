extension EnvironmentValues {
    private struct CardActionGroupStyleKey: EnvironmentKey {
        static var defaultValue: CardActionGroupStyle? { nil }
    }

    /// The style of the `CardActionGroup` around a view, or nil outside any group. Card actions read
    /// it to take the group's forced style and to report a `.reverse` action inside a group.
    public var cardActionGroupStyle: CardActionGroupStyle? {
        get { self[CardActionGroupStyleKey.self] }
        set { self[CardActionGroupStyleKey.self] = newValue }
    }
}
