import Foundation
import ViewKit

/// A mark's width or height, or a sector's radius, as Swift Charts' `MarkDimension`.
public nonisolated struct MarkDimension: Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Sendable { case automatic, fixed(CGFloat), ratio(CGFloat), inset(CGFloat) }
    let kind: Kind

    /// The chart's choice.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
    /// `value` points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
    /// A share of the band (or of the pie's radius) between 0 and 1.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
    /// The band (or the pie's radius) less `value` points.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
    /// `value` points.
    public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
    /// `value` points.
    public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }
    private init(kind: Kind) { self.kind = kind }

    /// The length within `band` points, `automatic` when chosen by the chart.
    func length(in band: CGFloat, automatic: CGFloat) -> CGFloat {
        switch kind {
        case .automatic: return automatic
        case .fixed(let value): return max(0, value)
        case .ratio(let value): return max(0, band * value)
        case .inset(let value): return max(0, band - value)
        }
    }
}

/// How marks of one category are stacked, as Swift Charts' `MarkStackingMethod`.
public nonisolated struct MarkStackingMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case standard, normalized, center, unstacked }
    let kind: Kind

    /// One above the other from zero.
    public static let standard = MarkStackingMethod(kind: .standard)
    /// One above the other, scaled so each stack fills the axis (0 to 1).
    public static let normalized = MarkStackingMethod(kind: .normalized)
    /// One above the other, centred on zero.
    public static let center = MarkStackingMethod(kind: .center)
    /// Each from zero, overlapping.
    public static let unstacked = MarkStackingMethod(kind: .unstacked)
}

/// How a line or an area's edge joins its points, as Swift Charts' `InterpolationMethod`.
public nonisolated struct InterpolationMethod: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd }
    let kind: Kind

    /// Straight lines.
    public static let linear = InterpolationMethod(kind: .linear)
    /// A Catmull–Rom curve through the points.
    public static let catmullRom = InterpolationMethod(kind: .catmullRom)
    /// A cardinal curve through the points (drawn as Catmull–Rom).
    public static let cardinal = InterpolationMethod(kind: .cardinal)
    /// A curve that keeps each stretch monotone (Fritsch–Carlson).
    public static let monotone = InterpolationMethod(kind: .monotone)
    /// Steps that change at each point.
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    /// Steps that change halfway between points.
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    /// Steps that change at the next point.
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    /// A Catmull–Rom curve; `alpha` is not read (deviation).
    public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
    /// A cardinal curve; `tension` is not read (deviation).
    public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}

/// A shape for points and legend entries, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// How far the shape's outline reaches past its frame, as a share of the frame.
    var perceptualUnitRect: CGRect { get }
}

/// The chart's own point shapes, as Swift Charts' `BasicChartSymbolShape`.
public nonisolated struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind

    /// A circle.
    public static let circle = BasicChartSymbolShape(kind: .circle)
    /// A square.
    public static let square = BasicChartSymbolShape(kind: .square)
    /// A triangle.
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(kind: .plus)
    /// A cross.
    public static let cross = BasicChartSymbolShape(kind: .cross)
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    /// The frame itself.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The shape's outline in `rect` (the bars of a plus, cross and asterisk are filled outlines).
    public func path(in rect: CGRect) -> Path {
        SymbolOutline.path(kind, in: rect)
    }

    /// The shapes in the order a chart gives them to groups (`symbol(by:)`).
    static let palette = Kind.allCases.map { BasicChartSymbolShape(kind: $0) }
}

/// Where an annotation goes about its mark, as Swift Charts' `AnnotationPosition`.
public nonisolated struct AnnotationPosition: Hashable, Sendable {
    let anchor: UnitPoint?

    /// Above a vertical bar or a point, beside a horizontal bar.
    public static let automatic = AnnotationPosition(anchor: nil)
    /// Centred over the mark.
    public static let overlay = AnnotationPosition(anchor: .center)
    /// Above.
    public static let top = AnnotationPosition(anchor: .top)
    /// Below.
    public static let bottom = AnnotationPosition(anchor: .bottom)
    /// Before.
    public static let leading = AnnotationPosition(anchor: .leading)
    /// After.
    public static let trailing = AnnotationPosition(anchor: .trailing)
    /// Above and before.
    public static let topLeading = AnnotationPosition(anchor: .topLeading)
    /// Above and after.
    public static let topTrailing = AnnotationPosition(anchor: .topTrailing)
    /// Below and before.
    public static let bottomLeading = AnnotationPosition(anchor: .bottomLeading)
    /// Below and after.
    public static let bottomTrailing = AnnotationPosition(anchor: .bottomTrailing)
}

/// What an annotation that would leave the plot does, as Swift Charts' `AnnotationOverflowResolution`
/// (kept; annotations here are never moved or clipped).
public nonisolated struct AnnotationOverflowResolution: Sendable {
    /// How an annotation is kept in bounds.
    public struct Strategy: Sendable {
        /// Moved in.
        public static let fit = Strategy()
        /// Moved in, within `boundary`.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy() }
        /// Left as placed.
        public static let disabled = Strategy()
        /// Left to the chart.
        public static let automatic = Strategy()
        /// Clipped.
        public static let padScale = Strategy()
    }

    /// What the annotation is kept in.
    public struct Boundary: Sendable {
        /// The plot.
        public static let plot = Boundary()
        /// The chart.
        public static let chart = Boundary()
        /// The chart's frame.
        public static let automatic = Boundary()
    }

    /// Left to the chart.
    public static let automatic = AnnotationOverflowResolution()

    /// A resolution along both axes.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A circle.
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A triangle.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign.
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// A cross.
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// An asterisk.
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
