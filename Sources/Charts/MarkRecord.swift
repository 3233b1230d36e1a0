import Foundation
import ViewKit

/// The kinds of mark.
nonisolated enum MarkKind: Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// Where a mark lies along one axis: a plotted value (with its label and, for a date, the unit it
/// spans), an interval of two, or a fixed position in points from the plot's leading or top edge.
nonisolated struct MarkExtent {
    var value: PlottedValue?
    var end: PlottedValue?
    var label: String?
    var unit: Calendar.Component?
    /// Fixed positions in points (`BarMark(xStart: 10, xEnd: 40, ...)`): nil ends are the plot's edges.
    var fixedStart: CGFloat?
    var fixedEnd: CGFloat?
    /// Whether the extent is given in points rather than values.
    var isFixed = false

    /// Nothing along this axis (a rule across the whole plot).
    static let none = MarkExtent()

    /// One value.
    static func value<V: Plottable>(_ value: PlottableValue<V>) -> MarkExtent {
        MarkExtent(value: value.plotted, label: value.label, unit: value.unit)
    }

    /// An interval of two values.
    static func interval<V: Plottable>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> MarkExtent {
        MarkExtent(value: start.plotted, end: end.plotted, label: start.label, unit: start.unit)
    }

    /// An interval in points; nil ends are the plot's edges.
    static func fixed(_ start: CGFloat?, _ end: CGFloat?) -> MarkExtent {
        MarkExtent(fixedStart: start, fixedEnd: end, isFixed: true)
    }

    /// The plotted values (both ends of an interval).
    var values: [PlottedValue] { [value, end].compactMap { $0 } }
}

/// A view placed beside or over a mark (`annotation(position:alignment:spacing:content:)`).
nonisolated struct MarkAnnotation {
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat?
    let content: AnyView
}

/// Everything a mark says about itself, with the changes its modifiers made.
nonisolated struct MarkRecord {
    var kind: MarkKind
    var x: MarkExtent
    var y: MarkExtent
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A line's series (`LineMark(x:y:series:)`), when given apart from its style.
    var series: PlottedValue?
    var style: AnyShapeStyle?
    /// `foregroundStyle(by:)`: the value picking the mark's colour from the chart's palette.
    var styleGroup: PlottedValue?
    /// `symbol(by:)`: the value picking the point's shape.
    var symbolGroup: PlottedValue?
    var symbol: BasicChartSymbolShape?
    var symbolView: AnyView?
    /// Whether `symbolView` is a shape of your own, drawn at the symbol's size (a view of your own keeps its own).
    var symbolViewIsShape = false
    /// The symbol's area in square points.
    var symbolSize: CGFloat?
    /// `symbolSize(by:)`: the value picking the symbol's area.
    var symbolSizeGroup: PlottedValue?
    /// `lineStyle(by:)`: the value picking the line's dashes.
    var lineStyleGroup: PlottedValue?
    /// `position(by:)`: bars of one category side by side, by this value.
    var positionGroup: PlottedValue?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod = .linear
    var opacity: Double = 1
    /// `offset(x:y:)`: how far the mark is moved from where its values put it.
    var offset = CGSize.zero
    var cornerRadius: CGFloat = 0
    var annotations: [MarkAnnotation] = []
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false
    /// A sector's share of the pie, and its radii and gap.
    var angle: PlottedValue?
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// The mark's place among the chart's marks, in the order they were declared.
    var order = 0
    /// `zIndex`: marks of a higher one are drawn over those of a lower one (else in declared order).
    var zIndex: Double = 0
    /// `clipShape`: the shape a bar or rectangle is cut to, fitted to its rectangle.
    var clipShape: AnyShape?

    init(kind: MarkKind, x: MarkExtent, y: MarkExtent) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// Whether every number and date the mark plots is finite (Swift Charts leaves out a mark
    /// with a value that is not a number).
    var isPlottable: Bool {
        let values = x.values + y.values + [angle].compactMap { $0 }
        return values.allSatisfy { $0.continuous?.isFinite ?? true }
            && [x.fixedStart, x.fixedEnd, y.fixedStart, y.fixedEnd].allSatisfy { $0?.isFinite ?? true }
    }

    /// The series a line or area belongs to: its `series`, else its style, symbol or dash group.
    var seriesKey: PlottedValue? { series ?? styleGroup ?? symbolGroup ?? lineStyleGroup }
}
