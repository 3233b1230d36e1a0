import Drawing
import Foundation

/// WCAG 1.4.11: graphics that carry meaning need 3:1 against what is under them.
///
/// The display list has no "decorative" flag on paths and borders, so every path and border is
/// treated as decorative (exempt), like chevrons, icons, dividers and borders, **unless** it lies inside the frame of a `MeaningfulGraphic` annotation. Those are
/// checked: a path against the backdrop at five points of its bounds, a border against the
/// backdrop at the middle of each side of its ring; the lowest ratio counts. A graphic inside an
/// inactive control (`disabled(true)`) is left out: WCAG sets it no minimum (`InactiveControls`).
public struct NonTextContrastCheck: AuditCheck {
    /// A non-text contrast check.
    public init() {}

    /// Reports `contrast-non-text`.
    public var rules: [AuditRule] { [.nonTextContrast] }

    /// One finding per meaningful graphic below 3:1.
    public func findings(on page: AuditedPage) -> [Finding] {
        let marks = page.annotations(named: ComponentAnnotation.MeaningfulGraphic.component)
        guard !marks.isEmpty else { return [] }
        let slack = page.configuration.geometryTolerance
        let inactive = InactiveControls(page)
        return page.painted.compactMap { entry -> Finding? in
            guard let (color, bounds, points) = Self.graphic(entry.item), !inactive.contain(bounds) else { return nil }
            guard let mark = marks.first(where: { $0.frame.encloses(bounds, slack: slack) }) else { return nil }
            var worst: (ratio: Double, backdrop: RGBAColor)?
            for point in points {
                guard case .color(let backdrop) = Backdrop.layer(at: point, before: entry.index, in: page.painted,
                                                                 page: page.list.background) else { continue }
                let ratio = WCAGContrast.ratio(color, on: backdrop)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, backdrop) }
            }
            guard let worst, worst.ratio < page.configuration.nonTextContrast else { return nil }
            let label = mark.properties[ComponentAnnotation.MeaningfulGraphic.label] ?? ""
            return Finding(rule: .nonTextContrast, component: "Graphic", subject: label.isEmpty ? "unlabelled graphic" : label,
                           measured: FindingText.ratio(worst.ratio), threshold: FindingText.ratio(page.configuration.nonTextContrast),
                           message: "\(color.hexString) graphic on \(worst.backdrop.hexString) is below the 3:1 minimum for meaningful graphics",
                           frame: bounds)
        }
    }

    /// The colour, bounds and backdrop sample points of a path or border.
    private static func graphic(_ item: DisplayItem) -> (RGBAColor, CGRect, [CGPoint])? {
        switch item {
        case .path(let path):
            let color: RGBAColor
            switch path.paint {
            case .fill(let fill): color = fill
            case .stroke(let stroke, _), .styledStroke(let stroke, _): color = stroke
            case .gradient: return nil // a gradient is a surface, not a meaningful graphic
            }
            return (color, path.bounds, Backdrop.samplePoints(in: path.bounds))
        case .border(let shape, let color, let width):
            let r = shape.rect
            let h = width / 2
            let points = [CGPoint(x: r.midX, y: r.minY + h), CGPoint(x: r.midX, y: r.maxY - h),
                          CGPoint(x: r.minX + h, y: r.midY), CGPoint(x: r.maxX - h, y: r.midY)]
            return (color, r, points)
        default:
            return nil
        }
    }
}
