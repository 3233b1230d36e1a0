import Drawing
import Foundation
import ViewKit

/// A presented alert (`PresentedAlert`).
///
/// 1. The panel is offered the page's width (it sets its own) and its height.
/// 2. A page as tall as its content is made at least tall enough for the panel and
///    `AlertMetrics.pageMargin` above and below it (`ScreenLayout`).
/// 3. The page under it is veiled with the dimming colour from edge to edge, and keeps what it drew.
/// 4. Its accessibility elements and tap targets are dropped: while an alert shows, VoiceOver
///    reads and taps reach only the alert; the display list marks where the alert's layer starts
///    (`DisplayList.modalLayerStart`), and audits read only from there.
/// 5. The panel sits in the middle of the page.
extension LayoutPass {
    /// An alert's panel and its size.
    struct MeasuredAlert {
        let node: LayoutNode
        let size: CGSize
    }

    func measuredAlert(_ panel: ResolvedNode, pageWidth: CGFloat) -> MeasuredAlert {
        let node = LayoutNode(panel, pass: self)
        return MeasuredAlert(node: node, size: size(node, ProposedSize(width: pageWidth, height: nil)))
    }

    func placeAlert(_ alert: MeasuredAlert, over page: CGSize, dimming: RGBAColor, into output: inout LayoutOutput) {
        output.elements.removeAll()
        output.tapTargets.removeAll()
        output.actionIDs.removeAll()
        output.sortGroups.removeAll()
        output.modalLayerStart = output.items.count
        output.items.append(.fill(RoundedRect(rect: CGRect(origin: .zero, size: page)), dimming))
        let size = alert.size
        let frame = CGRect(x: (page.width - size.width) / 2, y: max(0, (page.height - size.height) / 2),
                           width: size.width, height: size.height)
        alert.node.placementProposal = ProposedSize(width: page.width, height: nil)
        place(alert.node, in: frame, mode: .normal, into: &output)
    }
}
