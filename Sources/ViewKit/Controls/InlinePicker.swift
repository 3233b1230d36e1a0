import Foundation

/// The inline picker's rows in a list: each option a row of its own, a tappable button with the
/// option leading and, on the chosen one, a checkmark trailing in the tint, as iOS draws it.
/// VoiceOver reads each option as a button, the chosen one selected.
nonisolated struct InlinePickerRows: View, PrimitiveView {
    let options: [PickerOption]
    let chosen: Int?
    let choose: (Int) -> Void
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        options.indices.flatMap { index in
            resolveView(row(index, tint: environment.tint ?? .blue), in: environment)
        }
    }

    private func row(_ index: Int, tint: Color) -> some View {
        let isChosen = index == chosen
        return Button(action: { choose(index) }) {
            HStack(spacing: PickerMetrics.labelSpacing) {
                options[index].label.frame(maxWidth: .infinity, alignment: .leading)
                if isChosen {
                    Image(systemName: "checkmark")
                        .font(PickerMetrics.checkmarkFont)
                        .foregroundColor(tint)
                        .accessibilityHidden(true)
                }
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }
}
