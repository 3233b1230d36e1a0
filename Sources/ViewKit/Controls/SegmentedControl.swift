import Foundation

/// The segmented picker: the options side by side on a rounded track, the chosen one on a raised
/// segment, thin dividers between the others. The track is 32 pt tall (more for large text);
/// each segment is a 44 pt tall button, read with its option and, when chosen, as selected.
/// Disabled, the whole control is faded (`DisabledMetrics.controlOpacity`).
nonisolated struct SegmentedControl: View {
    @Environment(\.isEnabled) private var isEnabled
    let options: [PickerOption]
    let chosen: Int?
    let choose: (Int) -> Void

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<options.count) { index in
                if index > 0 {
                    Rectangle()
                        .fill(index == chosen || index - 1 == chosen ? Color.clear : SegmentedMetrics.dividerColor)
                        .frame(width: SegmentedMetrics.dividerWidth, height: SegmentedMetrics.dividerHeight)
                }
                segment(index)
            }
        }
        .padding(.horizontal, SegmentedMetrics.trackInset)
        .background(
            RoundedRectangle(cornerRadius: SegmentedMetrics.trackCornerRadius)
                .fill(SegmentedMetrics.trackColor)
                .padding(.vertical, SegmentedMetrics.targetOverhang - SegmentedMetrics.trackInset))
        .fadedWhenDisabled(isEnabled)
    }

    private func segment(_ index: Int) -> some View {
        let isChosen = index == chosen
        return Button(action: { choose(index) }) {
            options[index].label
                .font(isChosen ? SegmentedMetrics.font.weight(.semibold) : SegmentedMetrics.font)
                .lineLimit(1)
                .padding(.horizontal, SegmentedMetrics.labelPadding)
                .padding(.vertical, SegmentedMetrics.labelVerticalPadding)
                .frame(maxWidth: .infinity, minHeight: SegmentedMetrics.segmentHeight)
                .background(
                    RoundedRectangle(cornerRadius: SegmentedMetrics.segmentCornerRadius)
                        .fill(isChosen ? SegmentedMetrics.chosenColor : Color.clear))
                .padding(.vertical, SegmentedMetrics.targetOverhang)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }
}

/// The segmented picker's measurements and colours (iOS 17), one constant each.
public nonisolated enum SegmentedMetrics {
    /// The labels' font.
    public static let font = Font.footnote
    /// The track's corner radius.
    public static let trackCornerRadius: CGFloat = 9
    /// The gap between the track and the chosen segment.
    public static let trackInset: CGFloat = 2
    /// The chosen segment's corner radius.
    public static let segmentCornerRadius: CGFloat = 7
    /// A segment's least height: with the insets, a 32 pt track.
    public static let segmentHeight: CGFloat = 28
    /// How far each segment's target reaches above and below the segment, to make 44 pt.
    public static let targetOverhang: CGFloat = 8
    /// Space either side of a segment's label.
    public static let labelPadding: CGFloat = 8
    /// Space above and below a segment's label.
    public static let labelVerticalPadding: CGFloat = 4
    /// The dividers between unchosen segments.
    public static let dividerWidth: CGFloat = 1
    /// The dividers' height.
    public static let dividerHeight: CGFloat = 16
    /// The track: iOS's tertiary system fill.
    public static let trackColor = Color(light: .init(hex: 0x767680, opacity: 0.12), dark: .init(hex: 0x767680, opacity: 0.24))
    /// The chosen segment: white, or iOS's raised dark grey.
    public static let chosenColor = Color(hex: 0xffffff, darkHex: 0x636366)
    /// The dividers: iOS's separator.
    public static let dividerColor = Color(light: .init(hex: 0x3c3c43, opacity: 0.29), dark: .init(hex: 0x545458, opacity: 0.6))
}
