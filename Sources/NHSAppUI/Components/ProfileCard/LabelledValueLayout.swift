import Foundation

/// A label and its value on one line when both fit, otherwise the value on the next line.
/// Keeps "NHS number:" and "485 777 3456" as one reading unit without breaking the number's
/// groups across the label's line.
///
/// 1. When the label's and the value's unwrapped widths plus `spacing` fit the width, they sit
///    side by side, tops aligned (same font, so baselines align).
/// 2. Otherwise each takes its own line at the full width, the value below; each may wrap.
struct LabelledValueLayout: Layout {
    /// The gap between label and value on a shared line.
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard subviews.count == 2 else { return .zero }
        let frames = arrange(width: proposal.width, subviews)
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        return union.isNull ? .zero : CGSize(width: union.maxX, height: union.maxY)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard subviews.count == 2 else { return }
        for (subview, frame) in zip(subviews, arrange(width: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(width: frame.width, height: frame.height))
        }
    }

    /// The label's and the value's frames, relative to the layout's origin.
    private func arrange(width: CGFloat?, _ subviews: Subviews) -> [CGRect] {
        let label = subviews[0].sizeThatFits(.unspecified)
        let value = subviews[1].sizeThatFits(.unspecified)
        let available = width.flatMap { $0.isFinite ? $0 : nil }
        if available == nil || label.width + spacing + value.width <= available! {
            return [CGRect(origin: .zero, size: label),
                    CGRect(x: label.width + spacing, y: 0, width: value.width, height: value.height)]
        }
        let wrappedLabel = subviews[0].sizeThatFits(ProposedViewSize(width: available, height: nil))
        let wrappedValue = subviews[1].sizeThatFits(ProposedViewSize(width: available, height: nil))
        return [CGRect(origin: .zero, size: wrappedLabel),
                CGRect(x: 0, y: wrappedLabel.height, width: wrappedValue.width, height: wrappedValue.height)]
    }
}
