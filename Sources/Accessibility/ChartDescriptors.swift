import Foundation
import ViewKit

// Stand-ins for the Accessibility framework's chart descriptors (audio graphs), in a module of
// Apple's name so `import Accessibility` stays. There are no audio graphs here: a descriptor is
// kept as written and nothing reads it (README, Charts).

/// An axis of a chart's descriptor, as the Accessibility framework's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor: AnyObject {
    /// The axis's title.
    var title: String { get set }
}

/// An axis of numbers, as the Accessibility framework's `AXNumericDataAxisDescriptor`.
public nonisolated final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    /// How values are spread along the axis.
    public enum ScaleType: Sendable {
        /// Evenly.
        case linear
        /// By their natural logarithm.
        case ln
        /// By their logarithm to base 10.
        case log10
    }

    /// The axis's title.
    public var title: String
    /// The values the axis covers.
    public var range: ClosedRange<Double>
    /// Where its grid lines are.
    public var gridlinePositions: [Double]
    /// What VoiceOver reads for a value.
    public var valueDescriptionProvider: (Double) -> String
    /// How values are spread (linear unless set).
    public var scaleType: ScaleType = .linear

    /// An axis titled `title` covering `range`.
    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    /// An axis titled with `attributedTitle`'s text covering `range`.
    public convenience init(attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
                            valueDescriptionProvider: @escaping (Double) -> String) {
        self.init(title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions,
                  valueDescriptionProvider: valueDescriptionProvider)
    }
}

/// An axis of categories, as the Accessibility framework's `AXCategoricalDataAxisDescriptor`.
public nonisolated final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    /// The axis's title.
    public var title: String
    /// The categories, in order.
    public var categoryOrder: [String]

    /// An axis titled `title` of `categoryOrder`.
    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    /// An axis titled with `attributedTitle`'s text of `categoryOrder`.
    public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
    }
}

/// One value of a data point, as the Accessibility framework's `AXDataPointValue`.
public nonisolated struct AXDataPointValue: Sendable {
    /// The value as a number.
    public var number: Double
    /// The value as a category, for a categorical axis.
    public var category: String?

    /// A number.
    public static func number(_ number: Double) -> AXDataPointValue { AXDataPointValue(number: number, category: nil) }
    /// A category.
    public static func category(_ category: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: category) }
}

/// A point of a data series, as the Accessibility framework's `AXDataPoint`.
public nonisolated final class AXDataPoint {
    /// Its x value.
    public var xValue: AXDataPointValue
    /// Its y value, if any.
    public var yValue: AXDataPointValue?
    /// Its values on further axes.
    public var additionalValues: [AXDataPointValue]
    /// What VoiceOver reads for it.
    public var label: String?

    /// A point at the number `x`.
    public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    /// A point in the category `x`.
    public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// A series of a chart's descriptor, as the Accessibility framework's `AXDataSeriesDescriptor`.
public nonisolated final class AXDataSeriesDescriptor {
    /// The series's name.
    public var name: String?
    /// Whether it is a line (continuous) rather than separate points.
    public var isContinuous: Bool
    /// Its points.
    public var dataPoints: [AXDataPoint]

    /// A series named `name`.
    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }

    /// A series named with `attributedName`'s text.
    public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
    }
}

/// What an audio graph of a chart is made from, as the Accessibility framework's `AXChartDescriptor`.
public nonisolated final class AXChartDescriptor {
    /// Which way the chart's x axis runs.
    public enum ContentDirection: Sendable {
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
        /// Top to bottom.
        case topToBottom
        /// Bottom to top.
        case bottomToTop
        /// Around a circle, clockwise.
        case radialClockwise
        /// Around a circle, anticlockwise.
        case radialCounterClockwise
    }

    /// The chart's title.
    public var title: String?
    /// What the chart shows, in a sentence.
    public var summary: String?
    /// The x axis.
    public var xAxis: any AXDataAxisDescriptor
    /// The y axis.
    public var yAxis: AXNumericDataAxisDescriptor?
    /// Further axes.
    public var additionalAxes: [any AXDataAxisDescriptor]
    /// The series.
    public var series: [AXDataSeriesDescriptor]
    /// Which way the x axis runs.
    public var contentDirection: ContentDirection = .leftToRight
    /// The chart's frame.
    public var contentFrame: CGRect = .zero

    /// A descriptor of `series` along `xAxis` and `yAxis`.
    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
                additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    /// A descriptor titled with `attributedTitle`'s text.
    public convenience init(attributedTitle: NSAttributedString? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                            yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                            series: [AXDataSeriesDescriptor]) {
        self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis, additionalAxes: additionalAxes, series: series)
    }
}

/// A type that describes a chart for audio graphs, as SwiftUI's `AXChartDescriptorRepresentable`
/// (declared here, beside the descriptor, rather than in the view kit: deviation).
@MainActor @preconcurrency
public protocol AXChartDescriptorRepresentable {
    /// The chart's descriptor.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings `descriptor` up to date.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    /// Nothing to bring up to date.
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
    /// Describes this chart for audio graphs with `representable` (kept: there are no audio
    /// graphs here, and the view is drawn and read as without it).
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        self
    }
}
