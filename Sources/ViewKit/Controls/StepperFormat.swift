import Foundation

/// `Stepper(_:value:in:step:format:)` and its relatives: a stepper whose value VoiceOver reads
/// through a format style (in the fixed locale, `TextFormatting`), as SwiftUI's. iOS does not draw
/// the value beside the control, and neither does the kit. `onEditingChanged` is never called.
nonisolated extension Stepper {
    /// A stepper that changes `value` by `step` within `bounds`, read through `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: label())
    }

    /// A stepper that changes `value` by `step` without bounds, read through `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: label())
    }
}

nonisolated extension Stepper where Label == Text {
    /// A stepper with a text label that changes `value` by `step` within `bounds`, read through `format`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: Text(titleKey))
    }

    /// A stepper with a text label that changes `value` by `step` within `bounds`, read through `format`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: Text(title))
    }

    /// A stepper with a text label that changes `value` by `step`, read through `format`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: Text(titleKey))
    }

    /// A stepper with a text label that changes `value` by `step`, read through `format`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, shown: TextFormatting.format(value.wrappedValue, format), label: Text(title))
    }
}
