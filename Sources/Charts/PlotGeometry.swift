import Foundation
import ViewKit

/// Where marks lie in a plot of `size`: the chart model's shares turned into points.
nonisolated struct PlotGeometry {
    let model: ChartModel
    let size: CGSize

    /// The scale along x or y.
    private func scale(_ vertical: Bool) -> ChartScale { vertical ? model.y : model.x }
    private func length(_ vertical: Bool) -> CGFloat { vertical ? size.height : size.width }
    /// Where a share of an axis lies in the plot, in points.
    private func at(_ share: CGFloat, _ vertical: Bool) -> CGFloat { scale(vertical).offset(share, length: length(vertical)) }

    /// Where `extent`'s single value lies along an axis (a date of a unit: its middle); nil when it has none.
    func center(_ extent: MarkExtent, vertical: Bool) -> CGFloat? {
        guard let value = extent.value, let share = scale(vertical).position(value) else { return nil }
        if let unit = extent.unit, case .date(let date) = value {
            let end = scale(vertical).position(continuous: ChartFormatting.adding(1, unit, to: date).timeIntervalSince1970)
            return at((share + end) / 2, vertical)
        }
        return at(share, vertical)
    }

    /// The span a mark takes across its base axis: a category's band (or a share of it), a date
    /// unit's, or for a bar on a continuous axis a share of the narrowest gap between bars; split
    /// between the `position(by:)` groups.
    func band(_ mark: PlacedMark, vertical: Bool, dimension: MarkDimension) -> ClosedRange<CGFloat>? {
        let extent = vertical ? mark.record.y : mark.record.x
        if extent.isFixed { return fixedSpan(extent, vertical: vertical) }
        if let end = extent.end, let a = point(extent.value, vertical), let b = point(end, vertical) { return min(a, b)...max(a, b) }
        guard let value = extent.value else { return 0...length(vertical) }
        let axis = scale(vertical), full: CGFloat, middle: CGFloat, automaticShare: CGFloat
        if axis.kind == .category {
            guard let share = axis.position(value) else { return nil }
            full = abs(at(axis.band, vertical) - at(0, vertical))
            middle = at(share, vertical)
            automaticShare = mark.record.kind == .rectangle ? 1 : ChartMetrics.barBandShare
        } else if let unit = extent.unit, case .date(let date) = value, let start = axis.position(value) {
            let end = axis.position(continuous: ChartFormatting.adding(1, unit, to: date).timeIntervalSince1970)
            full = abs(at(end, vertical) - at(start, vertical))
            middle = at((start + end) / 2, vertical)
            automaticShare = mark.record.kind == .rectangle ? 1 : ChartMetrics.barUnitShare
        } else {
            guard let share = axis.position(value) else { return nil }
            let gap = model.gap(of: mark.record.kind, vertical: vertical)
            full = abs(at(axis.position(continuous: axis.lower + gap), vertical) - at(axis.position(continuous: axis.lower), vertical))
            middle = at(share, vertical)
            automaticShare = ChartMetrics.barBandShare
        }
        let width = dimension.length(in: full, automatic: full * automaticShare)
        var start = middle - width / 2
        var span = width
        if let group = mark.record.positionGroup, let index = model.positionGroups.firstIndex(of: group), model.positionGroups.count > 1 {
            span = width / CGFloat(model.positionGroups.count)
            start += span * CGFloat(index)
        }
        return start...(start + span)
    }

    /// The span a mark covers along its value axis: its stacked interval, its own interval, its
    /// fixed points, or from zero to its value.
    func valueSpan(_ mark: PlacedMark, vertical: Bool) -> ClosedRange<CGFloat>? {
        let extent = vertical ? mark.record.y : mark.record.x
        let axis = scale(vertical)
        if let stacked = mark.stacked {
            let a = at(axis.position(continuous: stacked.start), vertical), b = at(axis.position(continuous: stacked.end), vertical)
            return min(a, b)...max(a, b)
        }
        if extent.isFixed { return fixedSpan(extent, vertical: vertical) }
        guard let a = point(extent.value, vertical) else { return nil }
        let b = point(extent.end, vertical) ?? at(axis.position(continuous: 0), vertical)
        return min(a, b)...max(a, b)
    }

    /// A fixed extent's points (nil ends: the plot's edges).
    func fixedSpan(_ extent: MarkExtent, vertical: Bool) -> ClosedRange<CGFloat> {
        let a = extent.fixedStart ?? 0, b = extent.fixedEnd ?? length(vertical)
        return min(a, b)...max(a, b)
    }

    /// Where `value` lies along an axis, in points.
    func point(_ value: PlottedValue?, _ vertical: Bool) -> CGFloat? {
        value.flatMap { scale(vertical).position($0) }.map { at($0, vertical) }
    }

    /// A bar's or rectangle's rectangle, moved by its offset.
    func rect(_ mark: PlacedMark) -> CGRect? {
        unmovedRect(mark)?.offsetBy(dx: mark.record.offset.width, dy: mark.record.offset.height)
    }

    private func unmovedRect(_ mark: PlacedMark) -> CGRect? {
        let record = mark.record
        let vertical = mark.horizontal
        if record.kind == .rectangle && record.x.end == nil && record.y.end == nil && !record.x.isFixed && !record.y.isFixed {
            guard let xs = band(mark, vertical: false, dimension: record.width), let ys = band(mark, vertical: true, dimension: record.height) else { return nil }
            return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
        }
        guard let across = band(mark, vertical: vertical, dimension: vertical ? record.height : record.width),
              let along = record.kind == .rectangle ? band(mark, vertical: !vertical, dimension: vertical ? record.width : record.height)
                  : valueSpan(mark, vertical: !vertical) else { return nil }
        let (xs, ys) = vertical ? (along, across) : (across, along)
        return CGRect(x: xs.lowerBound, y: ys.lowerBound, width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
    }

    /// A line's, point's or area's point: its values' places (the plot's middle along an axis it has no value on).
    func point(of mark: PlacedMark) -> CGPoint? {
        let record = mark.record
        let x = record.x.value == nil ? size.width / 2 : center(record.x, vertical: false)
        var y = record.y.value == nil ? size.height / 2 : center(record.y, vertical: true)
        if record.kind == .area, !mark.horizontal {
            if let stacked = mark.stacked {
                y = at(model.y.position(continuous: stacked.end), true)
            } else if let end = record.y.end {
                y = point(end, true)
            }
        }
        guard let x, let y else { return nil }
        return CGPoint(x: x + record.offset.width, y: y + record.offset.height)
    }

    /// An area's base under its point: its stacked start, its interval's start, or zero (moved by its offset).
    func areaBase(of mark: PlacedMark) -> CGFloat? {
        unmovedAreaBase(of: mark).map { $0 + mark.record.offset.height }
    }

    private func unmovedAreaBase(of mark: PlacedMark) -> CGFloat? {
        if let stacked = mark.stacked { return at(model.y.position(continuous: stacked.start), true) }
        if mark.record.y.end != nil { return point(mark.record.y.value, true) }
        return at(model.y.position(continuous: 0), true)
    }
}
