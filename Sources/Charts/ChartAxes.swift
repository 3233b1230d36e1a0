import Foundation
import ViewKit

/// A line an axis draws across the plot (a grid line) or outside it (a tick), at a share of the
/// plot's width (x) or height (y).
nonisolated struct AxisRule {
    let share: CGFloat
    let stroke: StrokeStyle
    let style: AnyShapeStyle
    /// A tick's length; nil for a grid line.
    let tickLength: CGFloat?
}

/// A label an axis writes beside the plot: centred on `share` (or starting there when
/// `startsAtValue`).
nonisolated struct AxisLabel {
    let share: CGFloat
    let startsAtValue: Bool
    let view: AnyView
}

/// What one axis draws: its grid lines, ticks and labels, and on which side of the plot.
nonisolated struct ChartAxis {
    let vertical: Bool
    var rules: [AxisRule] = []
    var labels: [AxisLabel] = []
    /// For y: labels before the plot (leading) rather than after; for x: above rather than below.
    var labelsBefore = false

    /// The longest tick, which the labels sit beyond.
    var tickLength: CGFloat { rules.compactMap(\.tickLength).max() ?? 0 }

    /// The axis of `scale` as `settings` and the chart's defaults say.
    init(scale: ChartScale, settings: AxisSettings, isPie: Bool) {
        vertical = scale.vertical
        guard !isPie, settings.visibility != .hidden else { return }
        let specs = settings.marks ?? [AxisMarksSpec(position: .automatic, values: .automatic, content: nil, stroke: nil, format: nil)]
        if let side = specs.first?.position.side {
            labelsBefore = vertical ? side == .leading : side == .top
        }
        for spec in specs {
            let values = scale.ticks(spec.values)
            let shares = values.map { scale.position($0) ?? 0 }
            for (index, value) in values.enumerated() {
                let pieces = spec.content?(AxisValue(plotted: value, index: index, count: values.count))
                    ?? ChartAxis.defaultPieces(scale, stroke: spec.stroke)
                for piece in pieces {
                    add(piece, value: value, share: shares[index], neighbours: shares, index: index, scale: scale, spec: spec)
                }
            }
        }
    }

    /// Swift Charts' own pieces for a value: labels alone on a category axis; on a continuous
    /// one a grid line and a label, and on x a tick too [I].
    private static func defaultPieces(_ scale: ChartScale, stroke: StrokeStyle?) -> [AxisMarkPiece] {
        let label = AxisMarkPiece.label(AxisLabelSpec())
        guard scale.kind != .category else { return [label] }
        let grid = AxisMarkPiece.gridLine(centered: nil, stroke: stroke, style: nil)
        if scale.vertical { return [grid, label] }
        return [grid, .tick(centered: nil, length: nil, stroke: stroke, style: nil), label]
    }

    private mutating func add(_ piece: AxisMarkPiece, value: PlottedValue, share: CGFloat, neighbours: [CGFloat], index: Int,
                              scale: ChartScale, spec: AxisMarksSpec) {
        let defaultStroke = StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
        let defaultStyle = AnyShapeStyle(ChartColors.gridLine)
        // On a category axis a line not centred lies at the band's start.
        func lineShare(_ centered: Bool?) -> CGFloat {
            scale.kind == .category && centered == false ? share - scale.band / 2 : share
        }
        switch piece {
        case .gridLine(let centered, let stroke, let style):
            rules.append(AxisRule(share: lineShare(centered), stroke: stroke ?? spec.stroke ?? defaultStroke, style: style ?? defaultStyle, tickLength: nil))
        case .tick(let centered, let length, let stroke, let style):
            rules.append(AxisRule(share: lineShare(centered), stroke: stroke ?? spec.stroke ?? defaultStroke, style: style ?? defaultStyle,
                                  tickLength: length ?? ChartMetrics.tickLength))
        case .label(let label):
            let text = label.format?(value) ?? spec.format?(value) ?? scale.label(value)
            let startsAtValue = !vertical && scale.kind == .date && label.centered != true && label.anchor == nil
            let view: AnyView
            if let content = label.content {
                // A view of your own is written in the axis's font and colour unless it sets its own.
                view = AnyView(content(AxisValue(plotted: value, index: index, count: neighbours.count))
                    .font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(ChartColors.label)))
            } else {
                view = AnyView(Text(verbatim: text).font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(ChartColors.label)))
            }
            // A centred label on a date axis stands in the middle of its stretch, up to the next value.
            var labelShare = share
            if scale.kind == .date && label.centered == true {
                let next = index + 1 < neighbours.count ? neighbours[index + 1] : index > 0 ? 2 * share - neighbours[index - 1] : share
                labelShare = (share + next) / 2
            }
            labels.append(AxisLabel(share: labelShare, startsAtValue: startsAtValue, view: view))
        }
    }
}
