import Foundation
import ViewKit

/// Reads the domains and ranges the style, symbol, size and line style scales are given.
nonisolated enum VisualScale {
    /// A domain's values: a list's, or a closed range's two ends.
    static func values(of domain: some ScaleDomain) -> [PlottedValue] {
        switch (domain as? DomainDescribing)?.domainSpec {
        case .values(let list)?: return list
        case .range(let low, let high)?: return [low, high]
        default: return []
        }
    }

    /// A range's styles (a list's; anything else gives none).
    static func styles<Range: ScaleRange>(of range: Range) -> [AnyShapeStyle] where Range.VisualValue: ShapeStyle {
        (range as? [Range.VisualValue])?.map { AnyShapeStyle($0) } ?? []
    }
}
