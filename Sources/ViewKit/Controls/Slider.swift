import Foundation

/// A value chosen along a track, as SwiftUI's `Slider`, drawn as iOS 17 draws it at rest: the
/// track across the width offered (the part before the thumb in the tint, the rest in the system
/// fill), the white thumb with its shadow at the value, and the minimum and maximum value labels
/// at the ends. The label is not drawn (iOS does not) but read. One adjustable VoiceOver element,
/// "Text size, 50%", and one tap target the height of a row.
public nonisolated struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label?
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// A slider of `value` in `bounds` with a label and value labels at the ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(of: value.wrappedValue, in: bounds)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider of `value` in `bounds` moving in steps of `step`, with a label and value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: minimumValueLabel,
                  maximumValueLabel: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let title = label.map { ResolvedNode.plainText(resolveView($0, in: environment)) } ?? ""
        let fraction = self.fraction
        let tint = environment.tint ?? .accentColor
        let track = GeometryReader { proxy in
            let thumb = SliderMetrics.thumbDiameter
            let centre = thumb / 2 + fraction * max(0, proxy.size.width - thumb)
            ZStack(alignment: .leading) {
                Capsule().fill(SliderMetrics.trackColor)
                    .frame(height: SliderMetrics.trackHeight)
                Capsule().fill(tint)
                    .frame(width: centre, height: SliderMetrics.trackHeight)
                Circle().fill(Color.white)
                    .shadow(color: SliderMetrics.thumbShadow, radius: SliderMetrics.thumbShadowRadius,
                            x: 0, y: SliderMetrics.thumbShadowOffset)
                    .frame(width: thumb, height: thumb)
                    .offset(x: centre - thumb / 2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics.thumbDiameter)
        .fadedWhenDisabled(environment.isEnabled)
        let valueLabelColor = environment.isEnabled ? SliderMetrics.valueLabelColor : DisabledMetrics.labelColor
        let row = Button(action: {}) {
            HStack(spacing: SliderMetrics.valueLabelSpacing) {
                if let minimumValueLabel { minimumValueLabel.foregroundColor(valueLabelColor) }
                track
                if let maximumValueLabel { maximumValueLabel.foregroundColor(valueLabelColor) }
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .ignore)
        .accessibility { $0.label = title.isEmpty ? nil : title }
        .accessibilityValue("\(Int((fraction * 100).rounded()))%")
        .accessibilityAddTraits(.isAdjustable)
        .accessibilityRemoveTraits(.isButton)
        return resolveView(row, in: environment)
    }

    /// Where `value` lies in `bounds`, from 0 to 1 (clamped; 0 for an empty range).
    static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(1, max(0, Double(value - bounds.lowerBound) / span))
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` in `bounds` with a label (read, not drawn).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(of: value.wrappedValue, in: bounds)
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider of `value` in `bounds` moving in steps of `step`, with a label.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` in `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        fraction = Slider.fraction(of: value.wrappedValue, in: bounds)
        label = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    /// A slider of `value` in `bounds` moving in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }
}

/// The slider's measurements and colours (iOS 17; the thumb's size is UIKit's, the track's height,
/// the shadow and the spacing are guesses from screenshots).
public nonisolated enum SliderMetrics {
    /// The thumb's diameter.
    public static let thumbDiameter: CGFloat = 28
    /// The track's height.
    public static let trackHeight: CGFloat = 4
    /// The track after the thumb: UIKit's system fill.
    public static let trackColor = Color(uiColor: .systemFill)
    /// The thumb's shadow: its colour, blur radius and how far down it falls.
    public static let thumbShadow = Color.black.opacity(0.15)
    public static let thumbShadowRadius: CGFloat = 2
    public static let thumbShadowOffset: CGFloat = 1.5
    /// Space between the value labels and the track.
    public static let valueLabelSpacing: CGFloat = 8
    /// The value labels' colour (UIKit's secondary label).
    public static let valueLabelColor = Color(uiColor: .secondaryLabel)
}
