import Foundation

/// A control that steps a value up and down, as SwiftUI's `Stepper`, drawn as iOS 17 draws it:
/// the label leading, the − / + control trailing (94 × 32 pt, rounded, a divider between the
/// halves); at the accessibility text sizes the control sits under the label. Each half is a 44 pt tall target; VoiceOver reads one adjustable element with the
/// label and, for a bound value, the value.
public nonisolated struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
    let value: String?

    /// A stepper that runs `onIncrement` and `onDecrement`, with a label view.
    /// `onEditingChanged` is accepted and never called (a snapshot is of a stepper at rest).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        value = nil
    }

    /// A stepper that changes `value` by `step` within `bounds`, with a label view.
    /// `onEditingChanged` is accepted and never called.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, shown: "\(value.wrappedValue)", label: label())
    }

    /// A stepper that changes `value` by `step` within `bounds`, with a label view after the
    /// editing closure (SwiftUI's older argument order). `onEditingChanged` is never called.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, shown: "\(value.wrappedValue)", label: label())
    }

    init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, shown: String, label: Label) {
        self.label = label
        let current = value.wrappedValue
        increment = current < bounds.upperBound ? { value.wrappedValue = min(bounds.upperBound, current.advanced(by: step)) } : nil
        decrement = current > bounds.lowerBound ? { value.wrappedValue = max(bounds.lowerBound, current.advanced(by: -step)) } : nil
        self.value = shown
    }

    /// A stepper that changes `value` by `step` without bounds, with a label view.
    /// `onEditingChanged` is accepted and never called.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, shown: "\(value.wrappedValue)", label: label())
    }

    init<V: Strideable>(value: Binding<V>, step: V.Stride, shown: String, label: Label) {
        self.label = label
        let current = value.wrappedValue
        increment = { value.wrappedValue = current.advanced(by: step) }
        decrement = { value.wrappedValue = current.advanced(by: -step) }
        self.value = shown
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let row = ControlRow(isStacked: environment.dynamicTypeSize.isAccessibilitySize, spacing: StepperMetrics.labelSpacing) {
            label
        } control: {
            StepperControl(increment: increment, decrement: decrement)
        }
        .frame(minHeight: ButtonMetrics.minimumHeight)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(title)
        .accessibilityValue(value ?? "")
        .accessibilityAddTraits(.isAdjustable)
        .accessibilityRemoveTraits(.isButton)
        return resolveView(row, in: environment)
    }
}

nonisolated extension Stepper where Label == Text {
    /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// A stepper with a text label that changes `value` by `step` within `bounds`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, shown: "\(value.wrappedValue)", label: Text(titleKey))
    }

    /// A stepper with a text label that changes `value` by `step` within `bounds`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, shown: "\(value.wrappedValue)", label: Text(title))
    }

    /// A stepper with a text label that changes `value` by `step`.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, shown: "\(value.wrappedValue)", label: Text(titleKey))
    }

    /// A stepper with a text label that changes `value` by `step`.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, shown: "\(value.wrappedValue)", label: Text(title))
    }
}

/// The − / + control: two 47 × 44 pt targets on a 94 × 32 pt rounded panel. A half that can
/// step no further is drawn in the disabled grey.
nonisolated struct StepperControl: View {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    /// False under `disabled(true)`: both halves are drawn as a half at its bound is.
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            half("minus", action: decrement)
            half("plus", action: increment)
        }
        .background(
            RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius)
                .fill(StepperMetrics.fillColor)
                .frame(width: StepperMetrics.width, height: StepperMetrics.height))
        .overlay(
            Rectangle()
                .fill(StepperMetrics.dividerColor)
                .frame(width: StepperMetrics.dividerWidth, height: StepperMetrics.dividerHeight))
        .environment(\.dynamicTypeSize, .large)
    }

    private func half(_ symbol: String, action: (() -> Void)?) -> some View {
        Button(action: action ?? {}) {
            Image(systemName: symbol)
                .font(StepperMetrics.symbolFont)
                .foregroundColor(action == nil || !isEnabled ? StepperMetrics.disabledColor : Color.defaultLabel)
                .accessibilityHidden(true)
                .frame(width: StepperMetrics.width / 2, height: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
    }
}

/// The stepper's measurements and colours (iOS 17), one constant each.
public nonisolated enum StepperMetrics {
    /// The control's width.
    public static let width: CGFloat = 94
    /// The control's height.
    public static let height: CGFloat = 32
    /// The control's corner radius.
    public static let cornerRadius: CGFloat = 8
    /// The divider's width.
    public static let dividerWidth: CGFloat = 1
    /// The divider's height.
    public static let dividerHeight: CGFloat = 18
    /// The least space between the label and the control.
    public static let labelSpacing: CGFloat = 8
    /// The − and + symbols' font, drawn at the Large text size whatever the text size, as iOS
    /// keeps the control's size.
    public static let symbolFont = Font.body.weight(.semibold)
    /// The panel: iOS's tertiary system fill.
    public static let fillColor = Color(light: .init(hex: 0x767680, opacity: 0.12), dark: .init(hex: 0x767680, opacity: 0.24))
    /// The divider: iOS's separator.
    public static let dividerColor = Color(light: .init(hex: 0x3c3c43, opacity: 0.29), dark: .init(hex: 0x545458, opacity: 0.6))
    /// A half that can step no further: iOS's tertiary label.
    public static let disabledColor = Color.tertiary
}
