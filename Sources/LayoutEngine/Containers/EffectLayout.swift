import Drawing
import Foundation
import ViewKit

/// Drawing effects: rotation, scale, shadow, blur, group opacity, compositing groups, clips to a
/// shape's path, masks and z-index.
///
/// 1. The view keeps the frame layout gave it; its items are placed as usual and gathered into
///    one display-list effect group.
/// 2. Rotation and scale turn about the anchor's point in the frame. Accessibility frames and
///    tap targets inside become the upright bounding box of their transformed frame.
/// 3. Opacity fades each colour when what the view draws does not overlap itself (the same
///    pixels, and the list stays flat); otherwise the items are composited as a group and the
///    group faded. At opacity 0 the view keeps its frame but is gone as `hidden()` makes it: it
///    draws nothing, VoiceOver does not read it and it takes no taps (the reason SwiftUI code
///    fades a view to 0.001, not 0, when it must stay tappable).
/// 4. A mask's views are laid out over the view as a z-stack with the mask's alignment, and add
///    nothing for VoiceOver.
/// 5. A view that draws nothing adds no group.
/// 6. `allowsHitTesting(false)`: the view is placed as it is and the tap targets inside dropped;
///    `disabled(true)` also reads every element inside as dimmed.
/// 7. A label hidden by `labelsHidden()` is placed for VoiceOver, and what it draws left out.
extension LayoutPass {
    func placeEffect(_ effect: ResolvedEffect, _ node: LayoutNode, in frame: CGRect, axis: StackAxis,
                     mode: AccessibilityMode, into output: inout LayoutOutput) {
        let child = node.children[0]
        switch effect {
        case .zIndex, .placedAfterContent:
            place(child, in: frame, axis: axis, mode: mode, into: &output)
            return
        default: break
        }
        if case .hidden = effect {
            placeHidden(child, in: frame, axis: axis, into: &output)
            return
        }
        if case .recordsFrame(let record) = effect {
            record.frame = frame
            place(child, in: frame, axis: axis, mode: mode, into: &output)
            return
        }
        if case .opacity(let value) = effect, value <= 0 {
            placeHidden(child, in: frame, axis: axis, into: &output)
            return
        }
        if case .hitTestingDisabled = effect {
            placeUntouchable(child, in: frame, axis: axis, mode: mode, dimmed: false, into: &output)
            return
        }
        if case .disabled = effect {
            placeUntouchable(child, in: frame, axis: axis, mode: mode, dimmed: true, into: &output)
            return
        }
        if case .renderedImage(let proposal, _, let contentMode) = effect {
            placeRenderedImage(child, proposal, contentMode: contentMode, in: frame, mode: mode, into: &output)
            return
        }
        let outer = output.items
        output.items = []
        let firstElement = output.elements.count, firstTarget = output.tapTargets.count
        place(child, in: frame, axis: axis, mode: mode, into: &output)
        let inner = output.items
        output.items = outer
        switch effect {
        case .hidden, .hitTestingDisabled, .disabled, .recordsFrame, .placedAfterContent, .renderedImage:
            break // placed above before it got here
        case .unseen:
            break // read, not drawn: what it drew is left out
        case .rotation(let angle, let anchor):
            transform(.rotation(angle.radians, about: LayoutPass.point(anchor, in: frame)), inner,
                      firstElement: firstElement, firstTarget: firstTarget, into: &output)
        case .scale(let factors, let anchor):
            transform(.scale(x: factors.width, y: factors.height, about: LayoutPass.point(anchor, in: frame)), inner,
                      firstElement: firstElement, firstTarget: firstTarget, into: &output)
        case .linear(let a, let b, let c, let d, let anchor):
            transform(.linear(a: a, b: b, c: c, d: d, about: LayoutPass.point(anchor, in: frame)), inner,
                      firstElement: firstElement, firstTarget: firstTarget, into: &output)
        case .shadow(let color, let radius, let x, let y):
            guard !inner.isEmpty else { return }
            if color.opacity <= 0 { output.items += inner; return }
            output.items.append(.effect(.shadow(color: color.rgba, radius: radius, offset: CGSize(width: x, height: y)), inner))
        case .blur(let radius, let opaque):
            guard !inner.isEmpty else { return }
            output.items.append(radius > 0 || opaque ? .effect(.blur(radius: radius, opaque: opaque, bounds: frame), inner) : .effect(.compositingGroup, inner))
        case .opacity(let value):
            guard !inner.isEmpty, value > 0 else { return }
            if let faded = LayoutPass.fadedIfDisjoint(inner, by: value) { output.items += faded }
            else { output.items.append(.effect(.opacity(value), inner)) }
        case .compositingGroup:
            if !inner.isEmpty { output.items.append(.effect(.compositingGroup, inner)) }
        case .scrollContent(let vertical, let horizontal):
            if !inner.isEmpty { output.items.append(.effect(.scrollContent(vertical: vertical, horizontal: horizontal), inner)) }
        case .colorMatrix(let values):
            if !inner.isEmpty { output.items.append(.effect(.colorMatrix(ColorMatrix(values)), inner)) }
        case .blend(let mode):
            if !inner.isEmpty, let blend = LayoutPass.blendOperator(mode) { output.items.append(.effect(.blend(blend), inner)) }
            else { output.items += inner }
        case .clipShape(let shape, let evenOdd):
            guard !inner.isEmpty else { return }
            let elements: [PathElement]
            if case .custom(let outline) = shape { elements = LayoutPass.pathElements(outline, in: frame) } else { elements = [] }
            output.items.append(.effect(.clipPath(elements, evenOdd: evenOdd), inner))
        case .mask(let alignment, _):
            guard !inner.isEmpty else { return }
            var maskOutput = LayoutOutput()
            let layout = AnyLayout(ZStackLayout(alignment: alignment))
            let group = node.decorationGroup ?? LayoutGroup(layout: layout, nodes: node.children, from: 1, pass: self, rightToLeft: node.isRightToLeft)
            node.decorationGroup = group
            let rects = memberRects(group, layout, in: frame, proposal: ProposedSize(width: frame.width, height: frame.height))
            for index in 0..<group.count {
                place(group.memberForPlacing(index), in: rects[index], mode: .hidden, into: &maskOutput)
            }
            output.items.append(.effect(.mask(maskOutput.items), inner))
        case .zIndex:
            break
        }
    }

    /// `hidden()` and `opacity(0)`: the view is placed, so its frame stays where layout put it, with VoiceOver's
    /// mode `.hidden`; then what it drew, the taps it took, the buttons it would run and the
    /// components it holds are dropped.
    private func placeHidden(_ child: LayoutNode, in frame: CGRect, axis: StackAxis, into output: inout LayoutOutput) {
        let items = output.items.count, targets = output.tapTargets.count
        let actions = output.actionIDs.count, annotations = output.annotations.count
        place(child, in: frame, axis: axis, mode: .hidden, into: &output)
        output.items.removeSubrange(items...)
        output.tapTargets.removeSubrange(targets...)
        output.actionIDs.removeSubrange(actions...)
        output.annotations.removeSubrange(annotations...)
    }

    /// `allowsHitTesting(false)` and `disabled(true)`: the view is placed as it is, then the tap
    /// targets (and the actions they would run) placed inside are dropped; when `dimmed`, every
    /// element placed inside is read as dimmed.
    private func placeUntouchable(_ child: LayoutNode, in frame: CGRect, axis: StackAxis, mode: AccessibilityMode,
                                  dimmed: Bool, into output: inout LayoutOutput) {
        let targets = output.tapTargets.count, actions = output.actionIDs.count, elements = output.elements.count
        place(child, in: frame, axis: axis, mode: mode, into: &output)
        output.tapTargets.removeSubrange(targets...)
        output.actionIDs.removeSubrange(actions...)
        guard dimmed else { return }
        for index in elements..<output.elements.count { output.elements[index].traits.insert(.isNotEnabled) }
    }

    /// Appends `items` drawn through `matrix`, and moves the elements and targets placed since
    /// `firstElement` and `firstTarget` to their transformed bounding boxes. A matrix that
    /// flattens the view (a zero scale) draws nothing and leaves zero-sized frames.
    func transform(_ matrix: AffineMatrix, _ items: [DisplayItem], firstElement: Int, firstTarget: Int,
                           into output: inout LayoutOutput) {
        for index in firstElement..<output.elements.count {
            output.elements[index].frame = matrix.boundingBox(of: output.elements[index].frame)
        }
        for index in firstTarget..<output.tapTargets.count {
            output.tapTargets[index].frame = matrix.boundingBox(of: output.tapTargets[index].frame)
        }
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard !items.isEmpty, abs(determinant) > 1e-9 else { return }
        if matrix == .identity { output.items += items; return }
        output.items.append(.effect(.transform(matrix), items))
    }

    /// The point of `anchor` in `frame`.
    static func point(_ anchor: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }

    /// The items with every colour faded by `opacity`, when none of them overlaps another and
    /// each is a plain fill, border, rule, text or path; nil when the group must be composited.
    /// At most 16 items are compared pair by pair, so the check stays linear in the views.
    static func fadedIfDisjoint(_ items: [DisplayItem], by opacity: Double) -> [DisplayItem]? {
        guard items.count <= 16 else { return nil }
        var boxes: [CGRect] = []
        for item in items {
            let box: CGRect
            switch item {
            case .fill(let shape, _), .border(let shape, _, _): box = shape.rect.standardized
            case .rule(let rect, _): box = rect.standardized
            case .text(let text): box = text.frame.standardized
            case .path(let path): box = path.bounds
            case .image, .clipped, .effect: return nil
            }
            for other in boxes {
                let overlap = other.intersection(box)
                if !overlap.isNull, overlap.width > 0, overlap.height > 0 { return nil }
            }
            boxes.append(box)
        }
        return items.map { $0.fadingColors(by: opacity) }
    }
}

extension LayoutPass {
    /// The display list's operator for `mode`; nil for the modes drawn as they are.
    static func blendOperator(_ mode: BlendMode) -> BlendOperator? {
        switch mode {
        case .normal, .plusDarker: return nil
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusLighter: return .plusLighter
        }
    }
}
