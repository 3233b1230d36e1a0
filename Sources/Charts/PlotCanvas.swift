import Foundation
import ViewKit

/// A chart's plot at its size: the axes' grid lines and ticks, then the marks in the order they
/// were declared (a line or an area where its series' first mark is), then the annotations.
nonisolated struct PlotCanvas: View {
    let geometry: PlotGeometry
    let x: ChartAxis
    let y: ChartAxis

    private var model: ChartModel { geometry.model }
    private var size: CGSize { geometry.size }

    var body: some View {
        let items = markViews() + annotationViews()
        return ZStack(alignment: .topLeading) {
            rules(ticks: false)
            ForEach(items.indices, id: \.self) { items[$0] }
            rules(ticks: true)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    // MARK: Axes

    /// The grid lines across the plot, or the ticks outside it, of both axes.
    private func rules(ticks: Bool) -> some View {
        let all = x.rules.map { (rule: $0, vertical: false, before: x.labelsBefore) } + y.rules.map { (rule: $0, vertical: true, before: y.labelsBefore) }
        let chosen = all.filter { ($0.rule.tickLength != nil) == ticks }
        return ZStack(alignment: .topLeading) {
            ForEach(chosen.indices, id: \.self) { index in
                let (rule, vertical, before) = chosen[index]
                Path { path in
                    if vertical {
                        let at = model.y.offset(rule.share, length: size.height)
                        let from = rule.tickLength.map { before ? -$0 : size.width } ?? 0
                        let to = rule.tickLength.map { before ? 0 : size.width + $0 } ?? size.width
                        path.move(to: CGPoint(x: from, y: at))
                        path.addLine(to: CGPoint(x: to, y: at))
                    } else {
                        let at = model.x.offset(rule.share, length: size.width)
                        let from = rule.tickLength.map { before ? -$0 : size.height } ?? 0
                        let to = rule.tickLength.map { before ? 0 : size.height + $0 } ?? size.height
                        path.move(to: CGPoint(x: at, y: from))
                        path.addLine(to: CGPoint(x: at, y: to))
                    }
                }
                .stroke(rule.style, style: rule.stroke)
            }
        }
        .frame(width: size.width, height: size.height)
        .accessibilityHidden(true)
    }

    // MARK: Marks

    private struct SeriesKey: Hashable {
        let kind: MarkKind
        let series: PlottedValue?
    }

    /// Every mark's view, in declaration order.
    private func markViews() -> [AnyView] {
        var series: [SeriesKey: [PlacedMark]] = [:]
        for mark in model.marks where mark.record.kind == .line || mark.record.kind == .area {
            series[SeriesKey(kind: mark.record.kind, series: mark.record.seriesKey), default: []].append(mark)
        }
        var drawn = Set<SeriesKey>()
        var views: [AnyView] = []
        // Each view's mark's z-index, parallel to `views`: drawn from the lowest (in declared order).
        var depths: [Double] = []
        func add(_ added: [AnyView], _ record: MarkRecord) {
            views += added
            depths += Array(repeating: record.zIndex, count: added.count)
        }
        let total = model.marks.filter { $0.record.kind == .sector }.compactMap { $0.record.angle?.continuous }.filter { $0 > 0 }.reduce(0, +)
        var angleSoFar = 0.0
        for mark in model.marks {
            let record = mark.record
            switch record.kind {
            case .bar, .rectangle:
                if let rect = geometry.rect(mark) { add([bar(rect, mark)], record) }
            case .line, .area:
                let key = SeriesKey(kind: record.kind, series: record.seriesKey)
                guard drawn.insert(key).inserted, let members = series[key] else { continue }
                add(record.kind == .line ? line(members) : area(members), record)
            case .point:
                if let point = geometry.point(of: mark) { add([symbol(at: point, mark)], record) }
            case .rule:
                if let rule = rule(mark) { add([rule], record) }
            case .sector:
                let value = max(0, record.angle?.continuous ?? 0)
                if total > 0 { add([sector(mark, from: angleSoFar / total, to: (angleSoFar + value) / total)], record) }
                angleSoFar += value
            }
        }
        guard depths.contains(where: { $0 != 0 }) else { return views }
        return views.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { views[$0] }
    }

    /// A bar or rectangle.
    private func bar(_ rect: CGRect, _ mark: PlacedMark) -> AnyView {
        let record = mark.record
        let filled = RoundedRectangle(cornerRadius: min(record.cornerRadius, min(rect.width, rect.height) / 2))
            .fill(model.style(of: record))
            .frame(width: max(0, rect.width), height: max(0, rect.height))
        let clipped = record.clipShape.map { AnyView(filled.clipShape($0)) } ?? AnyView(filled)
        return accessible(clipped.opacity(record.opacity).position(x: rect.midX, y: rect.midY), record, rect)
    }

    /// A line through its series' points, and their symbols when it has them.
    private func line(_ members: [PlacedMark]) -> [AnyView] {
        guard let first = members.first?.record else { return [] }
        let placed = members.compactMap { mark in geometry.point(of: mark).map { (point: $0, mark: mark) } }
        let stroke = model.lineStroke(of: first)
        let path = Path { path in LinePath.add(placed.map(\.point), method: first.interpolation, to: &path) }
        var views = [AnyView(path.stroke(model.style(of: first), style: stroke).opacity(first.opacity)
            .frame(width: size.width, height: size.height).accessibilityHidden(true))]
        for (point, mark) in placed {
            if model.symbol(of: mark.record) != nil || mark.record.symbolView != nil {
                views.append(symbol(at: point, mark))
            } else {
                views.append(accessible(EmptyView(), mark.record, pointFrame(point, mark.record)))
            }
        }
        return views
    }

    /// An area from its series' base to its points: up from its base, or, for an area of x
    /// intervals along y (`AreaMark(xStart:xEnd:y:)`), across from each interval's start to its end.
    private func area(_ members: [PlacedMark]) -> [AnyView] {
        guard let first = members.first else { return [] }
        let placed = members.filter { $0.horizontal == first.horizontal }.compactMap { mark -> (top: CGPoint, base: CGPoint, mark: PlacedMark)? in
            if mark.horizontal {
                guard let y = geometry.center(mark.record.y, vertical: true), let span = geometry.valueSpan(mark, vertical: false) else { return nil }
                let start = geometry.point(mark.record.x.value, false) ?? span.lowerBound
                let end = geometry.point(mark.record.x.end, false) ?? span.upperBound
                return (CGPoint(x: end, y: y), CGPoint(x: start, y: y), mark)
            }
            guard let top = geometry.point(of: mark), let base = geometry.areaBase(of: mark) else { return nil }
            return (top, CGPoint(x: top.x, y: base), mark)
        }
        guard !placed.isEmpty else { return [] }
        // The interpolations run along x: an area along y is made with x and y swapped, then swapped back.
        let swap = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        func along(_ point: CGPoint) -> CGPoint { first.horizontal ? CGPoint(x: point.y, y: point.x) : point }
        let outline = Path { path in
            LinePath.add(placed.map { along($0.top) }, method: first.record.interpolation, to: &path)
            LinePath.add(placed.reversed().map { along($0.base) }, method: first.record.interpolation, to: &path, continuing: true)
            path.closeSubpath()
        }
        var path = outline
        if first.horizontal {
            path = Path()
            path.addPath(outline, transform: swap)
        }
        let record = first.record
        var views = [AnyView(path.fill(model.style(of: record)).opacity(record.opacity)
            .frame(width: size.width, height: size.height).accessibilityHidden(true))]
        for (top, _, mark) in placed {
            views.append(accessible(EmptyView(), mark.record, pointFrame(top, mark.record)))
        }
        return views
    }

    /// A point's symbol: its shape, or the view of your own, in its style.
    private func symbol(at point: CGPoint, _ mark: PlacedMark) -> AnyView {
        let record = mark.record
        let side = model.symbolArea(of: record).squareRoot()
        let drawn: AnyView
        if let view = record.symbolView, record.symbolViewIsShape {
            drawn = AnyView(view.foregroundStyle(model.style(of: record)).frame(width: side, height: side))
        } else if let view = record.symbolView {
            drawn = AnyView(view.foregroundStyle(model.style(of: record)))
        } else {
            drawn = AnyView((model.symbol(of: record) ?? .circle).fill(model.style(of: record)).frame(width: side, height: side))
        }
        return accessible(drawn.opacity(record.opacity).position(point), record, pointFrame(point, record))
    }

    /// The square a point's symbol covers, which VoiceOver outlines.
    private func pointFrame(_ point: CGPoint, _ record: MarkRecord) -> CGRect {
        let side = max(1, model.symbolArea(of: record).squareRoot())
        return CGRect(x: point.x - side / 2, y: point.y - side / 2, width: side, height: side)
    }

    /// A rule across the plot at its value (along its interval, or its fixed points).
    private func rule(_ mark: PlacedMark) -> AnyView? {
        let record = mark.record
        let vertical = record.x.value != nil && !record.x.isFixed && record.x.end == nil
        var start: CGPoint, end: CGPoint
        if vertical {
            guard let at = geometry.center(record.x, vertical: false) else { return nil }
            let span = record.y.isFixed || record.y.value == nil ? geometry.fixedSpan(record.y, vertical: true)
                : (geometry.valueSpan(mark, vertical: true) ?? 0...size.height)
            (start, end) = (CGPoint(x: at, y: span.lowerBound), CGPoint(x: at, y: span.upperBound))
        } else {
            guard let at = geometry.center(record.y, vertical: true) else { return nil }
            let span = record.x.isFixed || record.x.value == nil ? geometry.fixedSpan(record.x, vertical: false)
                : (geometry.valueSpan(mark, vertical: false) ?? 0...size.width)
            (start, end) = (CGPoint(x: span.lowerBound, y: at), CGPoint(x: span.upperBound, y: at))
        }
        (start, end) = (CGPoint(x: start.x + record.offset.width, y: start.y + record.offset.height),
                        CGPoint(x: end.x + record.offset.width, y: end.y + record.offset.height))
        let stroke = record.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.ruleWidth)
        let line = Path { path in
            path.move(to: start)
            path.addLine(to: end)
        }
        let width = max(stroke.lineWidth, 1)
        let frame = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
            .insetBy(dx: start.x == end.x ? -width / 2 : 0, dy: start.y == end.y ? -width / 2 : 0)
        return accessible(line.stroke(model.style(of: record), style: stroke).opacity(record.opacity).frame(width: size.width, height: size.height),
                          record, frame)
    }

    /// A sector from `startShare` to `endShare` of the circle, clockwise from the top.
    private func sector(_ mark: PlacedMark, from startShare: Double, to endShare: Double) -> AnyView {
        let record = mark.record
        let radius = min(size.width, size.height) / 2
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let outer = record.outerRadius.length(in: radius, automatic: radius)
        let inner = min(outer, record.innerRadius.length(in: radius, automatic: 0))
        // The inset is a gap in points either side, measured along the outer edge.
        let inset = outer > 0 ? Double(record.angularInset / 2 / outer) : 0
        var start = -Double.pi / 2 + startShare * 2 * Double.pi + inset
        var end = -Double.pi / 2 + endShare * 2 * Double.pi - inset
        if end < start { (start, end) = ((start + end) / 2, (start + end) / 2) }
        let path = SectorPath.path(center: center, inner: inner, outer: outer, start: start, end: end, cornerRadius: record.cornerRadius)
        return accessible(path.fill(model.style(of: record)).opacity(record.opacity).frame(width: size.width, height: size.height), record,
                          PlotCanvas.bounds(center: center, inner: inner, outer: outer, from: start, to: end))
    }

    /// The rectangle around a sector (its arcs sampled every few degrees, and its corners).
    static func bounds(center: CGPoint, inner: CGFloat, outer: CGFloat, from start: Double, to end: Double) -> CGRect {
        var points: [CGPoint] = []
        let steps = max(1, Int((end - start) / (Double.pi / 36)))
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            for radius in [inner, outer] {
                points.append(CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))))
            }
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Annotations

    /// Each mark's annotations, placed about the mark.
    private func annotationViews() -> [AnyView] {
        var views: [AnyView] = []
        for mark in model.marks where !mark.record.annotations.isEmpty {
            guard let rect = frame(of: mark) else { continue }
            for annotation in mark.record.annotations {
                views.append(place(annotation, about: rect, mark: mark))
            }
        }
        return views
    }

    /// The rectangle an annotation is placed about: a bar's, or a point's (a line's or area's point).
    private func frame(of mark: PlacedMark) -> CGRect? {
        switch mark.record.kind {
        case .bar, .rectangle: return geometry.rect(mark)
        case .sector: return CGRect(origin: .zero, size: size)
        case .rule:
            if let at = geometry.center(mark.record.y, vertical: true), mark.record.x.value == nil || mark.record.x.isFixed {
                return CGRect(x: 0, y: at, width: size.width, height: 0)
            }
            return geometry.center(mark.record.x, vertical: false).map { CGRect(x: $0, y: 0, width: 0, height: size.height) }
        default: return geometry.point(of: mark).map { CGRect(origin: $0, size: .zero) }
        }
    }

    /// `annotation` beside (or over) `rect`: its edge `spacing` from the mark's, aligned along it by its alignment.
    private func place(_ annotation: MarkAnnotation, about rect: CGRect, mark: PlacedMark) -> AnyView {
        // Automatic: above a vertical bar or a point, after a horizontal bar.
        let anchor = annotation.position.anchor ?? (mark.horizontal ? .trailing : .top)
        let spacing = anchor == .center ? 0 : (annotation.spacing ?? ChartMetrics.annotationSpacing)
        let horizontal: CGFloat = annotation.alignment.horizontal == .leading ? 0 : annotation.alignment.horizontal == .trailing ? 1 : 0.5
        let vertical: CGFloat = annotation.alignment.vertical == .top ? 0 : annotation.alignment.vertical == .bottom ? 1 : 0.5
        // The point on the mark's edge, and which side of the annotation touches it.
        let along = CGPoint(x: anchor.x == 0.5 ? rect.minX + rect.width * horizontal : rect.minX + rect.width * anchor.x,
                            y: anchor.y == 0.5 ? rect.minY + rect.height * vertical : rect.minY + rect.height * anchor.y)
        let point = CGPoint(x: along.x + (anchor.x - 0.5) * 2 * spacing * (anchor.x == 0.5 ? 0 : 1),
                            y: along.y + (anchor.y - 0.5) * 2 * spacing * (anchor.y == 0.5 ? 0 : 1))
        let touching = Alignment(horizontal: anchor.x < 0.5 ? .trailing : anchor.x > 0.5 ? .leading : annotation.alignment.horizontal,
                                 vertical: anchor.y < 0.5 ? .bottom : anchor.y > 0.5 ? .top : annotation.alignment.vertical)
        return AnyView(Color.clear.frame(width: 0, height: 0)
            .overlay(alignment: touching) { annotation.content.fixedSize() }
            .position(point))
    }

    // MARK: Accessibility

    /// `view` (the plot's size) with the mark as one VoiceOver element over `frame`, reading its
    /// label and value (its x value and group, then its y value, unless set); nothing for a
    /// hidden mark.
    private func accessible<V: View>(_ view: V, _ record: MarkRecord, _ frame: CGRect) -> AnyView {
        if record.accessibilityHidden { return AnyView(view.accessibilityHidden(true)) }
        let (label, value) = describe(record)
        let element = Color.clear
            .frame(width: max(1, frame.width), height: max(1, frame.height))
            .accessibilityElement()
            .accessibilityLabel(Text(verbatim: record.accessibilityLabel ?? label))
            .accessibilityValue(Text(verbatim: record.accessibilityValue ?? value))
            .position(x: frame.midX, y: frame.midY)
        return AnyView(ZStack(alignment: .topLeading) {
            view
            element
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    private func describe(_ record: MarkRecord) -> (label: String, value: String) {
        let group = [record.styleGroup, record.series].compactMap { $0 }.first.map(describe)
        if record.kind == .sector {
            return (group ?? record.x.label ?? "", record.angle.map(describe) ?? "")
        }
        let horizontal = ChartModel.isHorizontal(record)
        let category = horizontal ? record.y : record.x, measure = horizontal ? record.x : record.y
        // A mark with no category (a rule at a value) reads its value's label instead.
        let named = [category.value.map(describe), group].compactMap { $0 }
        let label = named.isEmpty ? (measure.label ?? "") : named.joined(separator: ", ")
        let value = [measure.value, measure.end].compactMap { $0 }.map(describe).joined(separator: " to ")
        return (label, value)
    }

    private func describe(_ value: PlottedValue) -> String {
        switch value {
        case .number(let number): return ChartFormatting.number(number, maximumDecimals: 2)
        case .date(let date): return ChartFormatting.date(date)
        case .category(let name): return name
        }
    }
}
