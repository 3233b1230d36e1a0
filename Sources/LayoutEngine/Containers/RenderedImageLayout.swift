import Drawing
import Foundation
import ViewKit

/// A view drawn as an image (`ImageRenderer`, shown by `Image(uiImage:)`).
///
/// 1. The content is laid out at the renderer's proposal: its natural size.
/// 2. Not resizable, the image is that size. Resizable, it is sized as a resizable asset of that
///    size is (`resizedImageSize`): the proposal, kept in proportion where a dimension is
///    missing or the mode is `.fit`.
/// 3. The content is placed at its natural size at the frame's origin and scaled to the frame:
///    each axis on its own (stretched), or, with `.fill`, by the larger factor about the middle
///    and clipped to the frame, as an image's pixels are drawn.
extension LayoutPass {
    func renderedImageSize(_ content: LayoutNode, _ rendered: ProposedViewSize, isResizable: Bool, contentMode: ContentMode?,
                           _ proposal: ProposedSize) -> CGSize {
        let natural = size(content, ProposedSize(rendered))
        return isResizable ? LayoutPass.resizedImageSize(natural, contentMode, proposal) : natural
    }

    func placeRenderedImage(_ content: LayoutNode, _ rendered: ProposedViewSize, contentMode: ContentMode?, in frame: CGRect,
                            mode: AccessibilityMode, into output: inout LayoutOutput) {
        let offer = ProposedSize(rendered)
        let natural = size(content, offer)
        content.placementProposal = offer
        let outer = output.items
        output.items = []
        let firstElement = output.elements.count, firstTarget = output.tapTargets.count
        place(content, in: CGRect(origin: frame.origin, size: natural), mode: mode, into: &output)
        let inner = output.items
        output.items = outer
        guard natural.width > 0, natural.height > 0, natural != frame.size else {
            output.items += inner
            return
        }
        var x = frame.width / natural.width, y = frame.height / natural.height
        var origin = frame.origin
        if contentMode == .fill {
            x = max(x, y)
            y = x
            origin = CGPoint(x: frame.midX - natural.width * x / 2, y: frame.midY - natural.height * y / 2)
        }
        // x' = origin.x + x · (x₀ − frame.minX): a scale and a move in one matrix.
        let matrix = AffineMatrix(a: x, b: 0, c: 0, d: y, tx: origin.x - x * frame.minX, ty: origin.y - y * frame.minY)
        let drawnFrom = output.items.count
        transform(matrix, inner, firstElement: firstElement, firstTarget: firstTarget, into: &output)
        if contentMode == .fill, output.items.count > drawnFrom {
            let drawn = Array(output.items[drawnFrom...])
            output.items.removeSubrange(drawnFrom...)
            output.items.append(.clipped(RoundedRect(rect: frame), drawn))
        }
    }
}
