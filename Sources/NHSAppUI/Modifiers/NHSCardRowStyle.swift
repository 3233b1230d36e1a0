/// Places a card in a `List` edge to edge: no row insets, no row background, no separator.
public struct NHSCardRowStyle: ViewModifier {
    /// The modified row.
    public func body(content: Content) -> some View {
        content
            .listRowInsets(EdgeInsets())
            .listRowBackground(Color.clear)
            .listRowSeparator(.hidden)
    }
}

extension View {
    /// Lays a card out edge to edge inside a `List`. Apply it after `nhsCardStyle()`.
    nonisolated public func nhsCardRowStyle() -> some View {
        modifier(NHSCardRowStyle())
    }
}
