import Foundation
import ViewKit

/// A `CustomLayout` (SwiftUI's `Layout` protocol).
///
/// 1. The layout is handed its children as `LayoutSubviews`; asking one for its size runs the
///    engine's sizing on that child.
/// 2. The container's size is what the layout's `sizeThatFits` returns (non-finite or negative
///    lengths become 0).
/// 3. When placed, the layout's `placeSubviews` records a rect for each child it places: the
///    child's size for the proposal it was given, positioned so that its anchor is at the point.
/// 4. Children are then placed in the order they were written (so reading order does not depend
///    on the layout); a child the layout did not place is centred at its ideal size.
extension LayoutEngine {
    func customLayoutSize(_ layout: AnyCustomLayout, _ children: [ResolvedNode], _ proposal: ProposedSize) -> CGSize {
        let subviews = LayoutSubviews(children.map { child in
            LayoutSubview(priority: LayoutEngine.priority(child),
                          measure: { [unowned self] offered in size(child, ProposedSize(offered)) },
                          place: { _, _, _ in })
        })
        let chosen = layout.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height), subviews)
        return CGSize(width: LayoutEngine.cleanLength(chosen.width), height: LayoutEngine.cleanLength(chosen.height))
    }

    func placeCustomLayout(_ layout: AnyCustomLayout, _ children: [ResolvedNode], in frame: CGRect,
                           mode: AccessibilityMode, into output: inout LayoutOutput) {
        let placements = PlacementRecord(count: children.count)
        let subviews = LayoutSubviews(children.enumerated().map { index, child in
            LayoutSubview(priority: LayoutEngine.priority(child),
                          measure: { [unowned self] offered in size(child, ProposedSize(offered)) },
                          place: { [unowned self] position, anchor, offered in
                              let chosen = size(child, ProposedSize(offered))
                              placements.rects[index] = CGRect(
                                  x: position.x - anchor.x * chosen.width, y: position.y - anchor.y * chosen.height,
                                  width: chosen.width, height: chosen.height)
                          })
        })
        layout.placeSubviews(frame, ProposedViewSize(width: frame.width, height: frame.height), subviews)
        for (index, child) in children.enumerated() {
            let rect = placements.rects[index] ?? align(size(child, .unspecified), .center, in: frame)
            place(child, in: rect, mode: mode, into: &output)
        }
    }

    private static func cleanLength(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}

/// The rects a custom layout gave its children during one placement.
private final class PlacementRecord {
    var rects: [CGRect?]
    init(count: Int) { rects = Array(repeating: nil, count: count) }
}

extension ProposedSize {
    /// The engine's proposal for a custom layout's.
    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width, height: proposal.height)
    }
}
