import Foundation
import ViewKit

/// What `chartOverlay` and `chartBackground` are given to find their way about the plot, as
/// Swift Charts' `ChartProxy`: where a value lies in the plot, which value lies at a point, and
/// the plot's frame as an anchor. Positions are in the plot's coordinates (its top-leading
/// corner is 0, 0). The plot's size is known once it is placed: read it in a `GeometryReader`
/// (as Swift Charts' own examples do) of an overlay; a background, drawn before the plot is
/// placed, reads an empty plot (README, Charts).
public nonisolated struct ChartProxy {
    let model: ChartModel
    let record: FrameRecord

    /// The plot's frame, for a geometry reader's subscript (iOS 17).
    public var plotFrame: Anchor<CGRect>? { Anchor(record: record, source: .bounds) }

    /// The plot's frame, for a geometry reader's subscript (iOS 16).
    public var plotAreaFrame: Anchor<CGRect> { Anchor(record: record, source: .bounds) }

    /// The plot's size.
    public var plotSize: CGSize { record.frame?.size ?? .zero }

    /// The plot's size (iOS 16).
    public var plotAreaSize: CGSize { plotSize }

    /// Where `value` lies across the plot, or nil when it is not on the x scale.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        model.x.position(PlottedValue.of(value)).map { model.x.offset($0, length: plotSize.width) }
    }

    /// Where `value` lies down the plot, or nil when it is not on the y scale.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        model.y.position(PlottedValue.of(value)).map { model.y.offset($0, length: plotSize.height) }
    }

    /// Where the pair of values lies in the plot.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The x value at `position` across the plot, as `type` (a category's name for the band it falls in).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, length: plotSize.width, scale: model.x, as: type)
    }

    /// The y value at `position` down the plot, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, length: plotSize.height, scale: model.y, as: type)
    }

    /// The pair of values at `location` in the plot.
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    private func value<P: Plottable>(at position: CGFloat, length: CGFloat, scale: ChartScale, as type: P.Type) -> P? {
        guard length > 0, let found = scale.padding.share(atOffset: position, length: length, vertical: scale.vertical) else { return nil }
        var share = Double(found)
        if scale.kind == .category {
            let index = Int((share * Double(scale.categories.count)).rounded(.down))
            guard scale.categories.indices.contains(index) else { return nil }
            return AxisValue(plotted: .category(scale.categories[index]), index: index, count: scale.categories.count).as(type)
        }
        if scale.vertical { share = 1 - share }
        if scale.reversed { share = 1 - share }
        let number = scale.continuous(atShare: share)
        let plotted: PlottedValue = scale.kind == .date ? .date(Date(timeIntervalSince1970: number)) : .number(number)
        return AxisValue(plotted: plotted, index: 0, count: 1).as(type)
    }
}

nonisolated extension View {
    /// Draws `content` over the charts inside (over their plots, axes and legends), made from
    /// each chart's proxy.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartSettingsChange(content: self) { $0.overlay = ChartDecoration(alignment: alignment) { AnyView(content($0)) } }
    }

    /// Draws `content` behind the charts inside, made from each chart's proxy.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        ChartSettingsChange(content: self) { $0.background = ChartDecoration(alignment: alignment) { AnyView(content($0)) } }
    }

    /// Binds the x value the user selects (kept: nothing is selected in a snapshot; iOS 17).
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// Binds the x range the user selects (kept: nothing is selected in a snapshot; iOS 17).
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }

    /// Binds the y value the user selects (kept: nothing is selected in a snapshot; iOS 17).
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

    /// A gesture made from the chart's proxy (kept: a snapshot takes no gestures; iOS 17).
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }

    /// Binds the angle value the user selects in a pie (kept: nothing is selected; iOS 17).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}

/// A chart overlay's or background's content, made from the chart's proxy.
nonisolated struct ChartDecoration {
    let alignment: Alignment
    let content: (ChartProxy) -> AnyView
}
