import Foundation

/// A wheel picker as iOS draws it at rest: the chosen option centred on a rounded highlight band
/// (at least `WheelPickerMetrics.rowHeight` tall, taller with the text),
/// `WheelPickerMetrics.visibleNeighbours` options above and below it fading with their distance
/// (no curvature is drawn). The wheel takes the width offered; VoiceOver reads one adjustable
/// element with the picker's title and the chosen option.
nonisolated struct WheelPicker: View, PrimitiveView {
    let options: [PickerOption]
    let chosen: Int?
    let title: String
    let value: String
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let centre = chosen ?? 0
        let reach = WheelPickerMetrics.visibleNeighbours
        let wheel = VStack(spacing: 0) {
            ForEach(Array((centre - reach)...(centre + reach)), id: \.self) { index in
                slot(index, distance: abs(index - centre))
            }
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(title)
        .accessibilityValue(value)
        .accessibilityAddTraits(.isAdjustable)
        return resolveView(wheel, in: environment)
    }

    @ViewBuilder private func slot(_ index: Int, distance: Int) -> some View {
        if options.indices.contains(index) {
            let option = options[index].label
                .lineLimit(1)
                .opacity(WheelPickerMetrics.opacity(atDistance: distance))
                .accessibilityHidden(true)
                .frame(maxWidth: .infinity, minHeight: WheelPickerMetrics.rowHeight)
            if distance == 0 {
                option.background(
                    RoundedRectangle(cornerRadius: WheelPickerMetrics.highlightCornerRadius)
                        .fill(WheelPickerMetrics.highlightColor)
                        .padding(.horizontal, WheelPickerMetrics.highlightInset))
            } else {
                option
            }
        } else {
            // Past the ends the wheel is empty (a line of nothing as tall as an option's), so the
            // chosen option stays centred.
            Text(verbatim: " ")
                .accessibilityHidden(true)
                .frame(maxWidth: .infinity, minHeight: WheelPickerMetrics.rowHeight)
        }
    }
}

/// The wheel picker's measurements (iOS 17), one constant each.
public nonisolated enum WheelPickerMetrics {
    /// Options drawn above and below the chosen one.
    public static let visibleNeighbours = 2
    /// The pitch of the options and the highlight band's height (taller when the text is).
    public static let rowHeight: CGFloat = 34
    /// The highlight band's corner radius.
    public static let highlightCornerRadius: CGFloat = 8
    /// Space between the wheel's sides and the highlight band.
    public static let highlightInset: CGFloat = 8
    /// The highlight band: iOS's tertiary system fill.
    public static let highlightColor = Color(light: .init(hex: 0x767680, opacity: 0.12), dark: .init(hex: 0x767680, opacity: 0.24))

    /// How strongly an option `distance` rows from the chosen one is drawn: 1, then 0.55, then 0.25.
    public static func opacity(atDistance distance: Int) -> Double {
        switch distance {
        case 0: return 1
        case 1: return 0.55
        default: return 0.25
        }
    }
}
