import Foundation

/// How a gauge is drawn, as SwiftUI's `GaugeStyle`: a built-in style (every one drawn in iOS's
/// linear capacity look here, see README), or your own with `makeBody(configuration:)`.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge's value and parts, as the style sees them.
    typealias Configuration = GaugeStyleConfiguration
    /// The whole gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given: the value as a fraction of the range (0...1) and the gauge's
/// labels, type-erased. Gauges inside the labels are drawn in the style again.
public nonisolated struct GaugeStyleConfiguration {
    /// The label describing the gauge's purpose, as a view.
    public typealias Label = _StyledPart
    /// The current value's label, as a view.
    public typealias CurrentValueLabel = _StyledPart
    /// The minimum's label, as a view.
    public typealias MinimumValueLabel = _StyledPart
    /// The maximum's label, as a view.
    public typealias MaximumValueLabel = _StyledPart
    /// A marked value's label, as a view.
    public typealias MarkedValueLabel = _StyledPart

    /// How far along its range the value is, from 0 to 1.
    public var value: Double
    /// The label describing the gauge's purpose.
    public var label: Label
    /// The current value's label, when the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum's label, when the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum's label, when the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The built-in gauge styles: every one draws iOS's linear capacity look here (the accessory
/// styles are for widgets and watch faces). SwiftUI's style types are names of this one.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
    /// The linear capacity look: the label above a bar filled as far as the value goes, the
    /// bounds' labels at the bar's ends and the current value's below.
    public func makeBody(configuration: Configuration) -> some View {
        StandardGauge(fraction: configuration.value, label: configuration.label, current: configuration.currentValueLabel,
                      minimum: configuration.minimumValueLabel, maximum: configuration.maximumValueLabel)
    }
}

/// A bar filled from the leading edge.
public typealias LinearCapacityGaugeStyle = DefaultGaugeStyle
/// The widget accessory bar with a marker (drawn as `linearCapacity`).
public typealias AccessoryLinearGaugeStyle = DefaultGaugeStyle
/// The widget accessory bar filled from the leading edge (drawn as `linearCapacity`).
public typealias AccessoryLinearCapacityGaugeStyle = DefaultGaugeStyle
/// The widget accessory ring with a marker (drawn as `linearCapacity`).
public typealias AccessoryCircularGaugeStyle = DefaultGaugeStyle
/// The widget accessory ring filled clockwise (drawn as `linearCapacity`).
public typealias AccessoryCircularCapacityGaugeStyle = DefaultGaugeStyle

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's default: a linear capacity bar on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// A bar filled from the leading edge.
    public static var linearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// The widget accessory bar with a marker (drawn as `linearCapacity`).
    public static var accessoryLinear: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// The widget accessory bar filled from the leading edge (drawn as `linearCapacity`).
    public static var accessoryLinearCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// The widget accessory ring with a marker (drawn as `linearCapacity`).
    public static var accessoryCircular: DefaultGaugeStyle { DefaultGaugeStyle() }
    /// The widget accessory ring filled clockwise (drawn as `linearCapacity`).
    public static var accessoryCircularCapacity: DefaultGaugeStyle { DefaultGaugeStyle() }
}

/// A gauge style with its type erased.
package typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>

nonisolated extension EnvironmentValues {
    private nonisolated struct GaugeStyleKey: EnvironmentKey {
        static var defaultValue: AnyGaugeStyle? { nil }
    }

    /// The style of your own gauges inside are drawn with; nil for the built-in look.
    package var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws gauges inside in `style`, as SwiftUI's `gaugeStyle(_:)`: a style of your own, or
    /// a built-in one (every built-in style is drawn as `linearCapacity` here).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let custom = style is DefaultGaugeStyle ? nil : AnyGaugeStyle(style, makeBody: { configuration in onMainActor((style, configuration)) { $0.0.makeBody(configuration: $0.1) } })
        return transformingEnvironment { $0.gaugeStyle = custom }
    }
}
