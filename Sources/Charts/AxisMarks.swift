import Foundation
import ViewKit

/// What a chart's axis shows, as Swift Charts' `AxisContent`: one or more `AxisMarks`.
public protocol AxisContent {}

/// One piece of an axis mark (a grid line, a tick, a label), as Swift Charts' `AxisMark`.
public protocol AxisMark {}

/// The pieces an axis mark is drawn with.
nonisolated enum AxisMarkPiece {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, style: AnyShapeStyle?)
    case label(AxisLabelSpec)
}

/// How an axis value's label is drawn: its text (or a view of your own), anchor and style.
nonisolated struct AxisLabelSpec {
    var content: ((AxisValue) -> AnyView)?
    var format: ((PlottedValue) -> String?)?
    var centered: Bool?
    var anchor: UnitPoint?
    var font: Font?
    var style: AnyShapeStyle?
}

/// Pieces of axis marks, as the builder gathers them.
public nonisolated struct AxisMarkPieces: AxisMark {
    let pieces: [AxisMarkPiece]
}

/// Builds the pieces of an axis mark, as Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public nonisolated enum AxisMarkBuilder {
    /// The pieces of one statement.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkPieces { AxisMarkPieces(pieces: pieces(of: mark)) }
    /// Every piece, in order.
    public static func buildBlock(_ parts: AxisMarkPieces...) -> AxisMarkPieces { AxisMarkPieces(pieces: parts.flatMap(\.pieces)) }
    /// The pieces when the condition holds, else none.
    public static func buildOptional(_ part: AxisMarkPieces?) -> AxisMarkPieces { part ?? AxisMarkPieces(pieces: []) }
    /// The pieces of the branch taken.
    public static func buildEither(first: AxisMarkPieces) -> AxisMarkPieces { first }
    /// The pieces of the branch taken.
    public static func buildEither(second: AxisMarkPieces) -> AxisMarkPieces { second }
    /// The pieces of an availability check's branch.
    public static func buildLimitedAvailability(_ part: AxisMarkPieces) -> AxisMarkPieces { part }

    static func pieces<M: AxisMark>(of mark: M) -> [AxisMarkPiece] {
        switch mark {
        case let list as AxisMarkPieces: return list.pieces
        case let line as AxisGridLine: return [line.piece]
        case let tick as AxisTick: return [tick.piece]
        case let label as AxisValueLabel: return [.label(label.spec)]
        default: return []
        }
    }
}

/// Builds an axis's content, as Swift Charts' `AxisContentBuilder`.
@resultBuilder
public nonisolated enum AxisContentBuilder {
    /// The marks of one statement.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AxisMarksList { AxisMarksList(marks: marks(of: content)) }
    /// Every group of marks, in order.
    public static func buildBlock(_ parts: AxisMarksList...) -> AxisMarksList { AxisMarksList(marks: parts.flatMap(\.marks)) }
    /// The marks when the condition holds, else none.
    public static func buildOptional(_ part: AxisMarksList?) -> AxisMarksList { part ?? AxisMarksList(marks: []) }
    /// The marks of the branch taken.
    public static func buildEither(first: AxisMarksList) -> AxisMarksList { first }
    /// The marks of the branch taken.
    public static func buildEither(second: AxisMarksList) -> AxisMarksList { second }

    static func marks<C: AxisContent>(of content: C) -> [AxisMarksSpec] {
        switch content {
        case let list as AxisMarksList: return list.marks
        case let marks as any AxisMarksDescribing: return [marks.spec]
        default: return []
        }
    }
}

/// Groups of axis marks, as the builder gathers them.
public nonisolated struct AxisMarksList: AxisContent {
    let marks: [AxisMarksSpec]
}

/// One `AxisMarks` as the chart reads it.
nonisolated struct AxisMarksSpec {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The pieces for a value; nil: the chart's own (grid line, tick, label).
    let content: ((AxisValue) -> [AxisMarkPiece])?
    let stroke: StrokeStyle?
    let format: ((PlottedValue) -> String?)?
}

protocol AxisMarksDescribing {
    var spec: AxisMarksSpec { get }
}

/// A group of marks along an axis, as Swift Charts' `AxisMarks`: for each of its values a grid
/// line, a tick and a label, or the pieces its content gives.
public nonisolated struct AxisMarks<Content: AxisMark>: AxisContent, AxisMarksDescribing {
    let spec: AxisMarksSpec

    /// Marks at `values` drawn with the pieces `content` gives each value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(position: position, values: values, content: { AxisMarkBuilder.pieces(of: content($0)) }, stroke: nil, format: nil)
    }

    /// Marks at the given `values` drawn with the pieces `content` gives each value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values), content: content)
    }
}

nonisolated extension AxisMarks where Content == AxisMarkPieces {
    /// Marks at `values` with the chart's own pieces, their lines stroked with `stroke`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke, format: nil)
    }

    /// Marks at the given `values` with the chart's own pieces.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .explicit(values), stroke: stroke)
    }

    /// Marks at `values` with the chart's own pieces, labelled with `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(position: position, values: values, content: nil, stroke: stroke, format: AxisValueLabel.formatter(format))
    }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public nonisolated struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case explicit([PlottedValue])
        case numberStride(Double)
        case dateStride(Calendar.Component, Int)
    }
    let kind: Kind

    /// The chart's choice: round values, about five of them [I].
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// Round values, about `desiredCount` of them.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `stepSize` in the domain.
    public static func stride<P: BinaryFloatingPoint>(by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .numberStride(Double(stepSize)))
    }
    /// Every `count` `component`s of the calendar in the domain.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count))
    }
    /// These values.
    static func explicit<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(kind: .explicit(values.map { PlottedValue.of($0) }))
    }
}

/// Which side of the plot an axis's marks are on, as Swift Charts' `AxisMarkPosition`.
public nonisolated struct AxisMarkPosition: Hashable, Sendable {
    enum Side: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let side: Side
    /// Trailing for y, bottom for x.
    public static let automatic = AxisMarkPosition(side: .automatic)
    /// Before the plot.
    public static let leading = AxisMarkPosition(side: .leading)
    /// After the plot.
    public static let trailing = AxisMarkPosition(side: .trailing)
    /// Above the plot.
    public static let top = AxisMarkPosition(side: .top)
    /// Below the plot.
    public static let bottom = AxisMarkPosition(side: .bottom)
}

/// How axis marks are laid out, as Swift Charts' `AxisMarkPreset` (kept, not read).
public nonisolated struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    /// The chart's choice.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Labels beside the plot.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Labels aligned with their marks.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// One value an axis marks, as the content of `AxisMarks` is given it (Swift Charts' `AxisValue`).
public nonisolated struct AxisValue {
    let plotted: PlottedValue
    /// The value's place among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type`, when it is one (numbers convert between number types).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        let raw: Any
        switch plotted {
        case .number(let number): raw = number
        case .date(let date): raw = date
        case .category(let name): raw = name
        }
        if let value = raw as? P { return value }
        if let primitive = raw as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
        guard case .number(let number) = plotted else { return nil }
        switch P.self {
        case is Int.Type: return Int(exactly: number.rounded()) as? P
        case is Float.Type: return Float(number) as? P
        case is CGFloat.Type: return CGFloat(number) as? P
        default: return nil
        }
    }
}

/// A grid line across the plot at an axis value, as Swift Charts' `AxisGridLine`.
public nonisolated struct AxisGridLine: AxisMark {
    var piece: AxisMarkPiece

    /// A grid line (between categories when `centered` is false), stroked with `stroke`.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        piece = .gridLine(centered: centered, stroke: stroke, style: nil)
    }

    /// The line painted with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine {
        var copy = self
        if case .gridLine(let centered, let stroke, _) = piece { copy.piece = .gridLine(centered: centered, stroke: stroke, style: AnyShapeStyle(style)) }
        return copy
    }
}

/// A short line outside the plot at an axis value, as Swift Charts' `AxisTick`.
public nonisolated struct AxisTick: AxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let points: CGFloat?
        /// The chart's choice.
        public static let automatic = Length(points: nil)
        /// As long as the gap to the labels.
        public static let label = Length(points: nil)
        /// As long as the gap to the longest label.
        public static let longestLabel = Length(points: nil)
        /// `length` points.
        public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
        /// To the labels, `extendPastBy` points longer (labels here stand past their ticks, so this
        /// is the chart's tick and the extra).
        public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: ChartMetrics.tickLength + max(0, extendPastBy)) }
        /// To the longest label, `extendPastBy` points longer (as `label(extendPastBy:)` here).
        public static func longestLabel(extendPastBy: CGFloat = 0) -> Length { label(extendPastBy: extendPastBy) }
    }

    var piece: AxisMarkPiece

    /// A tick `length` long, stroked with `stroke`.
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        piece = .tick(centered: centered, length: length.points, stroke: stroke, style: nil)
    }

    /// The tick painted with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick {
        var copy = self
        if case .tick(let centered, let length, let stroke, _) = piece {
            copy.piece = .tick(centered: centered, length: length, stroke: stroke, style: AnyShapeStyle(style))
        }
        return copy
    }
}

/// How labels that would overlap are resolved, as Swift Charts' `AxisValueLabelCollisionResolution`
/// (here a label that would overlap the one before it is left out, whatever is asked).
public nonisolated struct AxisValueLabelCollisionResolution: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelCollisionResolution()
    /// Labels are moved apart.
    public static let greedy = AxisValueLabelCollisionResolution()
    /// Labels are moved apart, at least `minimumSpacing` apart.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .greedy }
    /// Labels are left as placed.
    public static let disabled = AxisValueLabelCollisionResolution()
    /// Labels are truncated.
    public static let truncate = AxisValueLabelCollisionResolution()
}

/// Which way labels run, as Swift Charts' `AxisValueLabelOrientation` (labels here are always horizontal).
public nonisolated struct AxisValueLabelOrientation: Sendable {
    /// The chart's choice.
    public static let automatic = AxisValueLabelOrientation()
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation()
    /// Vertical, reading up.
    public static let vertical = AxisValueLabelOrientation()
    /// Vertical, reading down.
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The label of an axis value, as Swift Charts' `AxisValueLabel`: the value written by the
/// chart, by a format, or a view of your own.
public nonisolated struct AxisValueLabel: AxisMark {
    var spec: AxisLabelSpec

    /// The value written by the chart.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(content: nil, format: nil, centered: centered, anchor: anchor)
    }

    /// The value written with `format`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                     orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                     verticalSpacing: CGFloat? = nil)
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisLabelSpec(content: nil, format: AxisValueLabel.formatter(format), centered: centered, anchor: anchor)
    }

    /// A view of your own for the value.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                               orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                               verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        let view = AnyView(content())
        spec = AxisLabelSpec(content: { _ in view }, format: nil, centered: centered, anchor: anchor)
    }

    /// `label` for the value, styled as the chart's labels.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        self.init(Text(label), centered: centered, anchor: anchor)
    }

    /// The localized `titleKey` for the value, styled as the chart's labels.
    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(Text(titleKey), centered: centered, anchor: anchor)
    }

    /// `label` for the value, styled as the chart's labels.
    public init(_ label: Text, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.init(centered: centered, anchor: anchor) { label }
    }

    /// The label in `font`.
    public func font(_ font: Font?) -> AxisValueLabel {
        var copy = self
        copy.spec.font = font
        return copy
    }

    /// The label painted with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var copy = self
        copy.spec.style = AnyShapeStyle(style)
        return copy
    }

    /// Writes a plotted value with `format` when it is the format's input (in the fixed locale).
    static func formatter<Format: FormatStyle>(_ format: Format) -> (PlottedValue) -> String?
        where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { plotted in
            let value = AxisValue(plotted: plotted, index: 0, count: 1)
            return value.as(Format.FormatInput.self).map { TextFormatting.format($0, format) }
        }
    }
}
