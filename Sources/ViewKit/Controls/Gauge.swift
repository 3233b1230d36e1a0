import Foundation

/// A value within a range, as SwiftUI's `Gauge` (iOS 16), drawn in iOS's linear capacity style:
/// the label above, a bar filled in the tint from the leading edge as far as the value goes,
/// the minimum and maximum labels at the bar's ends and the current value's label below. One
/// VoiceOver element: the label, with the current value's label (or the percentage) as its value.
/// A `GaugeStyle` of your own (`gaugeStyle(_:)`) draws it instead.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let custom = environment.gaugeStyle {
            // The style's own body sees no style of yours; the parts it is given see it again.
            var inner = environment
            inner.gaugeStyle = nil
            func part(_ view: some View) -> _StyledPart { _StyledPart(content: AnyView(view), restyle: { $0.gaugeStyle = custom }) }
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: part(label), currentValueLabel: currentValueLabel.map(part),
                minimumValueLabel: minimumValueLabel.map(part), maximumValueLabel: maximumValueLabel.map(part))
            return custom.body(configuration, in: inner)
        }
        return StandardGauge(fraction: fraction, label: label, current: currentValueLabel,
                             minimum: minimumValueLabel, maximum: maximumValueLabel).resolve(in: environment)
    }
}

/// A gauge in iOS's linear capacity look, from its parts: what `Gauge` draws, and the built-in
/// styles' `makeBody(configuration:)`.
nonisolated struct StandardGauge<Label: View, Current: View, Minimum: View, Maximum: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let current: Current?
    let minimum: Minimum?
    let maximum: Maximum?

    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let currentText = current.map { ResolvedNode.plainText(resolveView($0, in: environment)) } ?? ""
        let percent = "\(Int((fraction * 100).rounded()))%"
        let tint = environment.tint ?? .accentColor
        let gauge = VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            label
            HStack(spacing: GaugeMetrics.spacing) {
                if let minimum { minimum.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
                ProgressBar(done: fraction, tint: tint).frame(height: GaugeMetrics.barHeight)
                if let maximum { maximum.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
            }
            if let current { current.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
        }
        .accessibilityElement(children: .ignore)
        .accessibility { $0.label = title.isEmpty ? nil : title }
        .accessibilityValue(currentText.isEmpty ? percent : currentText)
        return resolveView(gauge, in: environment)
    }
}

nonisolated extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` (0…1 unless given), described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        fraction = Slider<EmptyView, EmptyView>.fraction(of: value, in: bounds)
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

nonisolated extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label`, its value by `currentValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = Slider<EmptyView, EmptyView>.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }
}

nonisolated extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, described by `label`, its value by `currentValueLabel`
    /// and its bounds by `minimumValueLabel` and `maximumValueLabel`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Slider<EmptyView, EmptyView>.fraction(of: value, in: bounds)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

/// The gauge's measurements, one constant each (guesses: Apple does not publish them).
public nonisolated enum GaugeMetrics {
    /// The bar's thickness.
    public static let barHeight: CGFloat = 6
    /// Space between the label, the bar and the value labels.
    public static let spacing: CGFloat = 4
    /// The value labels' colour: iOS's secondary label.
    public static let boundsColor = Color.secondary
}
