/// The rule between two actions of a group: 1 pt, inset like the row padding, hidden from VoiceOver.
struct CardActionDivider: View {
    var body: some View {
        Divider()
            .environment(\.dividerColor, CardActionGroupStyle.dividerColor)
            .environment(\.dividerThickness, CardActionMetrics.dividerThickness)
            .padding(.horizontal, CardActionMetrics.dividerInset)
    }
}
