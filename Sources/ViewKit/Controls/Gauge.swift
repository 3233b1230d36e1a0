import Foundation

/// A value within a range, as SwiftUI's `Gauge` (iOS 16), drawn in iOS's linear capacity style:
/// the label above, a bar filled in the tint from the leading edge as far as the value goes,
/// the minimum and maximum labels at the bar's ends and the current value's label below. One
/// VoiceOver element: the label, with the current value's label (or the percentage) as its value.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = ResolvedNode.plainText(resolveView(label, in: environment))
        let current = currentValueLabel.map { ResolvedNode.plainText(resolveView($0, in: environment)) } ?? ""
        let percent = "\(Int((fraction * 100).rounded()))%"
        let tint = environment.tint ?? .accentColor
        let gauge = VStack(alignment: .leading, spacing: GaugeMetrics.spacing) {
            label
            HStack(spacing: GaugeMetrics.spacing) {
                if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
                ProgressBar(done: fraction, tint: tint).frame(height: GaugeMetrics.barHeight)
                if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
            }
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundColor(GaugeMetrics.boundsColor) }
        }
        .accessibilityElement(children: .ignore)
        .accessibility { $0.label = title.isEmpty ? nil : title }
        .accessibilityValue(current.isEmpty ? percent : current)
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

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`. Every style is drawn in the linear capacity
/// style here (see README); custom styles are not supported.
public protocol GaugeStyle: Sendable {}

/// The gauge styles SwiftUI offers on iOS; all are drawn as `linearCapacity`.
public nonisolated struct BuiltInGaugeStyle: GaugeStyle {
    fileprivate init() {}
}

nonisolated extension GaugeStyle where Self == BuiltInGaugeStyle {
    /// The platform's default: a linear capacity bar on iOS.
    public static var automatic: BuiltInGaugeStyle { BuiltInGaugeStyle() }
    /// A bar filled from the leading edge.
    public static var linearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle() }
    /// The widget accessory bar with a marker (drawn as `linearCapacity`).
    public static var accessoryLinear: BuiltInGaugeStyle { BuiltInGaugeStyle() }
    /// The widget accessory bar filled from the leading edge (drawn as `linearCapacity`).
    public static var accessoryLinearCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle() }
    /// The widget accessory ring with a marker (drawn as `linearCapacity`).
    public static var accessoryCircular: BuiltInGaugeStyle { BuiltInGaugeStyle() }
    /// The widget accessory ring filled clockwise (drawn as `linearCapacity`).
    public static var accessoryCircularCapacity: BuiltInGaugeStyle { BuiltInGaugeStyle() }
}

nonisolated extension View {
    /// Sets the style of gauges inside, as SwiftUI's `gaugeStyle(_:)`; every style is drawn
    /// as `linearCapacity` here.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
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
