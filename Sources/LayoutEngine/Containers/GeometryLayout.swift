import Foundation
import ViewKit

/// `GeometryReader`, as SwiftUI lays it out.
///
/// 1. The reader is as large as the space offered; along an axis offered none it is 10 points,
///    as SwiftUI's flexible views are (`computeSize`, with shapes).
/// 2. Its content is made when the reader is placed, from a proxy holding the reader's size and
///    its frame in the page: a content that depends on the size is made once, for the size drawn.
/// 3. The content is offered the reader's size and placed at its top-leading corner; several views
///    are stacked there, as a top-leading z-stack.
extension LayoutPass {
    func placeGeometry(_ content: GeometryContent, in frame: CGRect, rightToLeft: Bool, mode: AccessibilityMode,
                       into output: inout LayoutOutput) {
        let nodes = content.nodes(at: frame)
        guard !nodes.isEmpty else { return }
        let root = nodes.count == 1 ? nodes[0] : .layout(AnyLayout(ZStackLayout(alignment: .topLeading)), children: nodes)
        // Top leading: the top right corner right to left.
        placeAligned(LayoutNode(root, pass: self, rightToLeft: rightToLeft), rightToLeft ? .topTrailing : .topLeading,
                     in: frame, mode: mode, into: &output)
    }
}
