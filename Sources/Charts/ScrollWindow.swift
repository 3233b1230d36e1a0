import Foundation
import ViewKit

/// What `chartScrollableAxes`, `chartXVisibleDomain(length:)` and `chartScrollPosition` set
/// for one axis: a scrolling chart shows `length` of its domain (a count of categories, or data
/// units: seconds for dates) from its scroll position, as it first appears on screen.
nonisolated struct ScrollWindow {
    var scrolls = false
    var length: Double?
    /// The value at the start of the visible part (its leading edge, or for y its low end); nil:
    /// the domain's start.
    var position: PlottedValue?

    /// The part of `scale` a scrolling axis shows, or nil when it shows it all.
    func visible(_ scale: ChartScale) -> ChartScale? {
        guard scrolls, let length, length > 0, length.isFinite else { return nil }
        switch scale.kind {
        case .category:
            let count = Int(length.rounded(.up))
            guard count < scale.categories.count else { return nil }
            let wanted = position.flatMap { scale.categories.firstIndex(of: $0.categoryName) } ?? 0
            let first = max(0, min(wanted, scale.categories.count - count))
            let shown = scale.categories[first..<(first + count)].map { PlottedValue.category($0) }
            return scale.narrowed(to: .values(shown))
        case .numeric, .date:
            guard length < scale.upper - scale.lower else { return nil }
            let wanted = position?.continuous ?? scale.lower
            let start = max(scale.lower, min(wanted, scale.upper - length))
            let kind: (Double) -> PlottedValue = scale.kind == .date ? { .date(Date(timeIntervalSince1970: $0)) } : { .number($0) }
            return scale.narrowed(to: .range(kind(start), kind(start + length)))
        }
    }
}

/// A scrolling plot's clip: its frame along the axes that scroll, unbounded along the others
/// (so grid lines and marks at the fixed axis's ends are not cut).
nonisolated struct ScrollClip: Shape {
    let horizontal: Bool
    let vertical: Bool

    func path(in rect: CGRect) -> Path {
        let reach = ChartMetrics.unclippedReach
        return Path(CGRect(x: horizontal ? rect.minX : rect.minX - reach, y: vertical ? rect.minY : rect.minY - reach,
                    width: horizontal ? rect.width : rect.width + 2 * reach, height: vertical ? rect.height : rect.height + 2 * reach))
    }
}

nonisolated extension View {
    private func scrollWindows(_ change: @escaping (inout ScrollWindow, inout ScrollWindow) -> Void) -> some View {
        ChartSettingsChange(content: self) { change(&$0.x.scroll, &$0.y.scroll) }
    }

    /// Lets the charts inside scroll along `axes`: with a visible domain length, a chart shows
    /// that much of its data, from its scroll position (iOS 17).
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        scrollWindows { x, y in
            x.scrolls = axes.contains(.horizontal)
            y.scrolls = axes.contains(.vertical)
        }
    }

    /// How much of the x domain a scrolling chart shows: data units (seconds for dates), or a
    /// number of categories (iOS 17).
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlottedValue.of(length).continuous
        return scrollWindows { x, _ in x.length = length }
    }

    /// How much of the y domain a scrolling chart shows (iOS 17).
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        let length = PlottedValue.of(length).continuous
        return scrollWindows { _, y in y.length = length }
    }

    /// Binds the x value at the leading edge of a scrolling chart's visible part: the chart shows
    /// the part starting at its value (a snapshot does not scroll, so it is never written; iOS 17).
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        let position = PlottedValue.of(x.wrappedValue)
        return scrollWindows { window, _ in window.position = position }
    }

    /// The x value at the leading edge of a scrolling chart's visible part as it first appears (iOS 17).
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        let position = PlottedValue.of(initialX)
        return scrollWindows { window, _ in window.position = position }
    }

    /// Binds the y value at the start of a scrolling chart's visible part (never written; iOS 17).
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        let position = PlottedValue.of(y.wrappedValue)
        return scrollWindows { _, window in window.position = position }
    }

    /// The y value at the start of a scrolling chart's visible part as it first appears (iOS 17).
    public func chartScrollPosition<P: Plottable>(initialY: P) -> some View {
        let position = PlottedValue.of(initialY)
        return scrollWindows { _, window in window.position = position }
    }
}
