import Foundation

/// A link to a web address, as SwiftUI's `Link`: its label in the tint colour, one link for
/// VoiceOver. A snapshot opens nothing.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// A link to `destination` with a label view.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(Button(action: {}) { label }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton), in: environment)
    }
}

nonisolated extension Link where Label == Text {
    /// A link with a text label.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a text label.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Progress, as SwiftUI's `ProgressView`: with a value, a bar (a track with the done part in the
/// tint colour), its label above and its current value's label below; without one, the activity
/// indicator drawn as a still ring, its label below. `progressViewStyle(_:)` chooses `.linear`,
/// `.circular` (on iOS always the activity indicator) or a style of your own.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// Made by a style from its configuration: drawn in a built-in style, never a style of your own.
    private var fromConfiguration = false

    private init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// `value / total`, nil when unknown (or not finite, or `total` is not positive: 0).
    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? Double($0) / Double(total) : 0 }
    }

    /// An activity indicator.
    public init() where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// An activity indicator with `label` below it.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A bar `value / total` done.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) where Label == EmptyView, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// A bar `value / total` done, with `label` above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// A bar `value / total` done, with `label` above it and `currentValueLabel` below it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar `value / total` done, with a title above it.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar `value / total` done, with a title above it.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1)
    where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }

    /// A bar of the time within `timerInterval` at `TextFormatting.referenceDate` (held within it):
    /// emptying as the time runs out when `countsDown`, else filling; `label` above it and
    /// `currentValueLabel` below.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.timerFraction(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: currentValueLabel())
    }

    /// A bar of the time within `timerInterval`, `label` above it and the timer's time below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == DefaultDateProgressLabel {
        self.init(fraction: Self.timerFraction(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: DefaultDateProgressLabel(timerInterval, countsDown: countsDown))
    }

    /// A bar of the time within `timerInterval`, the timer's time below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
        self.init(fraction: Self.timerFraction(timerInterval, countsDown: countsDown), label: nil,
                  currentValueLabel: DefaultDateProgressLabel(timerInterval, countsDown: countsDown))
    }

    /// The share of `interval` left (counting down) or gone (counting up) at the reference date.
    private static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let now = min(max(TextFormatting.referenceDate, interval.lowerBound), interval.upperBound)
        let gone = length > 0 ? now.timeIntervalSince(interval.lowerBound) / length : 1
        return countsDown ? 1 - gone : gone
    }

    /// An activity indicator with a title below it.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// An activity indicator with a title below it.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text, CurrentValueLabel == EmptyView {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// The progress view a style is given, drawn in the built-in style around it (never a style
    /// of your own: inside `makeBody(configuration:)` this draws the standard look).
    public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
        fromConfiguration = true
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if !fromConfiguration, let style = environment.progressViewStyle {
            var inner = environment
            inner.progressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction.map { min(1, max(0, $0.isFinite ? $0 : 0)) },
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) })
            return style.body(configuration, in: inner)
        }
        let tint = environment.tint ?? .blue
        if let fraction, environment.progressViewKind != .circular {
            let done = min(1, max(0, fraction.isFinite ? fraction : 0))
            let bar = VStack(alignment: .leading, spacing: ProgressMetrics.labelSpacing) {
                if let label { label }
                ProgressBar(done: done, tint: tint)
                    .frame(height: ProgressMetrics.barHeight)
                    .accessibilityLabel("\(Int((done * 100).rounded())) percent")
                if let currentValueLabel { currentValueLabel.foregroundStyle(ProgressMetrics.currentValueColor) }
            }
            return resolveView(bar, in: environment)
        }
        let spinner = VStack(spacing: ProgressMetrics.labelSpacing) {
            Circle()
                .strokeBorder(ProgressMetrics.trackColor, lineWidth: ProgressMetrics.ringWidth)
                .frame(width: ProgressMetrics.ringDiameter, height: ProgressMetrics.ringDiameter)
                .accessibilityLabel("In progress")
            if let label { label }
        }
        return resolveView(spinner, in: environment)
    }
}

/// The bar of a determinate progress view.
nonisolated struct ProgressBar: Layout {
    let done: Double
    let tint: Color

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ProgressMetrics.idealWidth,
               height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ProgressMetrics.barHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard subviews.count == 2 else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width * done, height: bounds.height))
    }
}

nonisolated extension ProgressBar: View, PrimitiveView {
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(self), children: resolveView(Capsule().fill(ProgressMetrics.trackColor), in: environment)
                    + resolveView(Capsule().fill(tint), in: environment))]
    }
}

/// The progress views' measurements, one constant each.
public nonisolated enum ProgressMetrics {
    /// The bar's thickness.
    public static let barHeight: CGFloat = 4
    /// The bar's width when nothing proposes one.
    public static let idealWidth: CGFloat = 200
    /// The activity ring's diameter.
    public static let ringDiameter: CGFloat = 20
    /// The activity ring's thickness.
    public static let ringWidth: CGFloat = 2.5
    /// Space between a progress view and its title.
    public static let labelSpacing: CGFloat = 8
    /// The track: iOS's system grey 5 / dark grey.
    public static let trackColor = Color(hex: 0xe5e5ea, darkHex: 0x38383a)
    /// A bar's current-value label, below it (a guess: the secondary label colour).
    public static let currentValueColor = Color.secondary
}

/// The time a timer's progress view shows below its bar, as SwiftUI's `DefaultDateProgressLabel`:
/// `Text(timerInterval:countsDown:)` at the reference date.
public nonisolated struct DefaultDateProgressLabel: View {
    private let interval: ClosedRange<Date>
    private let countsDown: Bool

    init(_ interval: ClosedRange<Date>, countsDown: Bool) {
        self.interval = interval
        self.countsDown = countsDown
    }

    /// The timer's text.
    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown)
    }
}
