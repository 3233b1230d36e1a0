import Foundation
import ViewKit

/// What a function plot is made of: its domain (nil: the chart's x domain) and how its marks
/// are made from it, as Swift Charts' `FunctionLinePlotContent` and `FunctionAreaPlotContent`.
public nonisolated struct FunctionPlotContent {
    let sampling: FunctionSampling
}

/// Swift Charts' names for a function plot's content.
public typealias FunctionLinePlotContent = FunctionPlotContent
public typealias FunctionAreaPlotContent = FunctionPlotContent

/// A function sampled over a domain into marks: `ChartMetrics.functionSamples` points evenly
/// spread over it, ends included. Where the function is not a finite number the graph breaks (each
/// unbroken stretch is a series of its own). The points are not VoiceOver elements.
nonisolated struct FunctionSampling {
    let domain: ClosedRange<Double>?
    /// The marks over `domain`, their series named after the plot's `identity` and the stretch.
    let sample: (ClosedRange<Double>, Int) -> [MarkRecord]

    /// Marks made by `point` for each sample of `domain` where it gives one (nil: a break).
    static func marks(over domain: ClosedRange<Double>, identity: Int, _ point: (Double) -> MarkRecord?) -> [MarkRecord] {
        let count = max(2, ChartMetrics.functionSamples)
        let span = domain.upperBound - domain.lowerBound
        guard span.isFinite else { return [] }
        var marks: [MarkRecord] = [], stretch = 0, broken = false
        for index in 0..<count {
            let t = domain.lowerBound + span * Double(index) / Double(count - 1)
            guard var record = point(t), record.isPlottable else {
                if !marks.isEmpty && !broken { stretch += 1 }
                broken = true
                continue
            }
            broken = false
            record.series = .category("function \(identity) stretch \(stretch)")
            record.accessibilityHidden = true
            marks.append(record)
        }
        return marks
    }
}

nonisolated extension VectorizedPlot where Content == FunctionPlotContent {
    /// A plot of the marks `point` makes for each sample of `domain` (nil: the chart's x domain).
    init(domain: ClosedRange<Double>?, point: @escaping (Double) -> MarkRecord?) {
        let sampling = FunctionSampling(domain: domain) { domain, identity in
            FunctionSampling.marks(over: domain, identity: identity, point)
        }
        content = FunctionPlotContent(sampling: sampling)
        reporter = { PlotReporter(function: $0.sampling) }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Line, Content == FunctionPlotContent {
    /// The graph of y = `function`(x) over `domain` (nil: the chart's x domain).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        self.init(x: Text(x), y: Text(y), domain: domain, function: function)
    }

    /// The graph of y = `function`(x) over `domain` (nil: the chart's x domain).
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(domain: domain) { value in
            LineMark(x: .value(x, value), y: .value(y, function(value))).record
        }
    }

    /// The curve (x, y) = `function`(t) for t over `domain`.
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, y: S2, t: S3, domain: ClosedRange<Double>,
                                                                            function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(x: Text(x), y: Text(y), t: Text(t), domain: domain, function: function)
    }

    /// The curve (x, y) = `function`(t) for t over `domain`.
    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>, function: @escaping @Sendable (Double) -> (x: Double, y: Double)) {
        self.init(domain: domain) { value in
            let point = function(value)
            return LineMark(x: .value(x, point.x), y: .value(y, point.y)).record
        }
    }
}

nonisolated extension VectorizedPlot where Kind == VectorizedPlotKind.Area, Content == FunctionPlotContent {
    /// The area between zero and y = `function`(x) over `domain` (nil: the chart's x domain).
    public init<S1: StringProtocol, S2: StringProtocol>(x: S1, y: S2, domain: ClosedRange<Double>? = nil,
                                                        function: @escaping @Sendable (Double) -> Double) {
        self.init(x: Text(x), y: Text(y), domain: domain, function: function)
    }

    /// The area between zero and y = `function`(x) over `domain` (nil: the chart's x domain).
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping @Sendable (Double) -> Double) {
        self.init(domain: domain) { value in
            AreaMark(x: .value(x, value), yStart: .value(y, 0.0), yEnd: .value(y, function(value))).record
        }
    }

    /// The area between the two functions (yStart, yEnd) = `function`(x) over `domain` (nil: the chart's x domain).
    public init<S1: StringProtocol, S2: StringProtocol, S3: StringProtocol>(x: S1, yStart: S2, yEnd: S3, domain: ClosedRange<Double>? = nil,
                                                                            function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: Text(x), yStart: Text(yStart), yEnd: Text(yEnd), domain: domain, function: function)
    }

    /// The area between the two functions (yStart, yEnd) = `function`(x) over `domain` (nil: the chart's x domain).
    public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(domain: domain) { value in
            let ends = function(value)
            return AreaMark(x: .value(x, value), yStart: .value(yStart, ends.yStart), yEnd: .value(yEnd, ends.yEnd)).record
        }
    }
}
