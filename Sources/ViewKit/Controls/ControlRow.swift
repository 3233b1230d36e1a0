import Foundation

/// A control's row: the label leading and the control trailing, or, stacked (at the accessibility
/// text sizes, where iOS stacks form rows), the control under the label, both leading.
///
/// Under `labelsHidden()` the control alone is drawn, and the label only read. Where the row is
/// a control's and `disabled(true)` reaches it, its texts are in the disabled grey (colours set
/// inside still win: a stepper's glyphs, a menu's choice).
nonisolated struct ControlRow<Label: View, Control: View>: View {
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    let isStacked: Bool
    let spacing: CGFloat
    /// False for rows that only show a value (`LabeledContent`), which iOS does not dim.
    let isControl: Bool
    let label: Label
    let control: Control

    init(isStacked: Bool, spacing: CGFloat, isControl: Bool = true, @ViewBuilder label: () -> Label,
         @ViewBuilder control: () -> Control) {
        self.isStacked = isStacked
        self.spacing = spacing
        self.isControl = isControl
        self.label = label()
        self.control = control()
    }

    var body: some View {
        arranged.greyedWhenDisabled(isEnabled || !isControl)
    }

    @ViewBuilder
    private var arranged: some View {
        if labelsHidden {
            HStack(spacing: 0) {
                label.readOnlyByVoiceOver()
                control
            }
        } else if isStacked {
            VStack(alignment: .leading, spacing: ControlRowMetrics.stackedSpacing) {
                label
                control
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            HStack(spacing: spacing) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                control
            }
        }
    }
}

/// The control rows' measurements.
public nonisolated enum ControlRowMetrics {
    /// Space between a label and the control under it, when stacked.
    public static let stackedSpacing: CGFloat = 4
}
