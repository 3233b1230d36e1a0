import Foundation

nonisolated extension EnvironmentValues {
    private nonisolated struct LabelsHiddenKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True under `labelsHidden()`: controls draw no label.
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls inside (`Toggle`, `Picker`, `Stepper`, `DatePicker`,
    /// `LabeledContent`), as SwiftUI does: the control alone is drawn, as wide as it needs, and
    /// VoiceOver still reads the label.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }

    /// Not drawn and no size, but read by VoiceOver: a control's label under `labelsHidden()`.
    func readOnlyByVoiceOver() -> some View {
        frame(width: 0, height: 0).wrappingNodes { node, _ in .effect(.unseen, node) }
    }
}
