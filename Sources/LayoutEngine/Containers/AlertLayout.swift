import Drawing
import Foundation
import ViewKit

/// A presented alert or confirmation dialog (`PresentedAlert`).
///
/// 1. The panel is offered the page's width (it sets its own) and its height.
/// 2. A page as tall as its content is made at least tall enough for the panel and
///    `AlertMetrics.pageMargin` above and below it (`ScreenLayout`).
/// 3. The page under it is veiled with the dimming colour from edge to edge (not under a dialog on
///    regular width, a popover on iOS), and keeps what it drew.
/// 4. Its accessibility elements and tap targets are dropped: while an alert shows, VoiceOver
///    reads and taps reach only the alert; the display list marks where the alert's layer starts
///    (`DisplayList.modalLayerStart`), and audits read only from there.
/// 5. The panel sits in the middle of the page; a dialog's on compact width at its bottom.
extension LayoutPass {
    /// An alert's panel and its size.
    struct MeasuredAlert {
        let node: LayoutNode
        let size: CGSize
        /// At the bottom of the page (a dialog on compact width), not in its middle.
        let atBottom: Bool
        /// Whether the page under it is veiled.
        let dims: Bool
    }

    func measuredAlert(_ panel: PresentedPanel, pageWidth: CGFloat) -> MeasuredAlert {
        let node = LayoutNode(panel.node, pass: self)
        return MeasuredAlert(node: node, size: size(node, ProposedSize(width: pageWidth, height: nil)), atBottom: panel.atBottom,
                             dims: panel.dims)
    }

    func placeAlert(_ alert: MeasuredAlert, over page: CGSize, dimming: RGBAColor, into output: inout LayoutOutput) {
        output.elements.removeAll()
        output.tapTargets.removeAll()
        output.actionIDs.removeAll()
        output.sortGroups.removeAll()
        output.modalLayerStart = output.items.count
        if alert.dims { output.items.append(.fill(RoundedRect(rect: CGRect(origin: .zero, size: page)), dimming)) }
        let size = alert.size
        let top = alert.atBottom ? page.height - size.height : (page.height - size.height) / 2
        let frame = CGRect(x: (page.width - size.width) / 2, y: max(0, top), width: size.width, height: size.height)
        alert.node.placementProposal = ProposedSize(width: page.width, height: nil)
        place(alert.node, in: frame, mode: .normal, into: &output)
    }
}
