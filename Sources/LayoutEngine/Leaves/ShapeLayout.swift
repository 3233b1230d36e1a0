import Drawing
import Foundation
import ViewKit

/// Shapes, spacers and dividers.
///
/// 1. A shape takes the whole proposal (10 points on an axis proposed nil, as SwiftUI).
/// 2. A spacer is its minimum length along its stack when asked for its ideal size, and grows to
///    whatever it is offered; across the stack it takes nothing.
/// 3. A divider is `thickness` thick across its stack and as long as it is offered along the other axis.
extension LayoutPass {
    func placeShape(_ shape: ResolvedShape, _ paint: ShapePaint, in frame: CGRect, into output: inout LayoutOutput) {
        if case .custom(let outline) = shape {
            let elements = LayoutPass.pathElements(outline, in: frame)
            switch paint {
            case .fill(let color):
                if color.opacity > 0, !elements.isEmpty { output.items.append(.path(VectorPath(elements: elements, paint: .fill(color.rgba)))) }
            case .strokeBorder(let color, let width):
                if width > 0, color.opacity > 0, !elements.isEmpty {
                    output.items.append(.path(VectorPath(elements: elements, paint: .stroke(color.rgba, width: width))))
                }
            case .stroke(let color, let style):
                if style.lineWidth > 0, color.opacity > 0, !elements.isEmpty {
                    output.items.append(.path(VectorPath(elements: elements, paint: .styledStroke(color.rgba, style.geometry))))
                }
            case .gradient(let gradient):
                if !elements.isEmpty { output.items.append(.path(VectorPath(elements: elements, paint: .gradient(gradient.paint(in: frame))))) }
            }
            return
        }
        let outline = LayoutPass.roundedRect(shape, in: frame)
        switch paint {
        case .fill(let color):
            if color.opacity > 0 { output.items.append(.fill(outline, color.rgba)) }
        case .strokeBorder(let color, let width):
            if width > 0, color.opacity > 0 { output.items.append(.border(outline, color.rgba, width: width)) }
        case .stroke(let color, let style): // only paths come stroked along; a kit shape keeps to its border
            if style.lineWidth > 0, color.opacity > 0 { output.items.append(.border(outline, color.rgba, width: style.lineWidth)) }
        case .gradient(let gradient):
            let box = frame.standardized
            let rect = VectorPath(elements: [.move(to: CGPoint(x: box.minX, y: box.minY)), .line(to: CGPoint(x: box.maxX, y: box.minY)),
                                             .line(to: CGPoint(x: box.maxX, y: box.maxY)), .line(to: CGPoint(x: box.minX, y: box.maxY)), .close],
                                  paint: .gradient(gradient.paint(in: frame)))
            output.items.append(outline.radii == CornerRadii(topLeading: 0, topTrailing: 0, bottomLeading: 0, bottomTrailing: 0) ? .path(rect) : .clipped(outline, [.path(rect)]))
        }
    }

    func spacerSize(_ minLength: CGFloat?, _ proposal: ProposedSize, axis: StackAxis) -> CGSize {
        let minimum = minLength ?? 0
        let along = proposal.value(along: axis).map { max(minimum, $0) } ?? minimum
        return .along(axis, along, across: 0)
    }

    func dividerSize(_ thickness: CGFloat, _ proposal: ProposedSize, axis: StackAxis) -> CGSize {
        if axis == .horizontal {
            return CGSize(width: thickness, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
        }
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: thickness)
    }

    /// The display-list outline of a kit shape fitted to `frame`.
    static func roundedRect(_ shape: ResolvedShape, in frame: CGRect) -> RoundedRect {
        switch shape {
        case .rectangle:
            return RoundedRect(rect: frame)
        case .capsule:
            return .capsule(frame)
        case .circle:
            let side = min(frame.width, frame.height)
            let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            return .capsule(square)
        case .roundedRectangle(let tl, let tr, let bl, let br, let continuous):
            return RoundedRect(rect: frame,
                               radii: CornerRadii(topLeading: tl, topTrailing: tr, bottomLeading: bl, bottomTrailing: br),
                               style: continuous ? .continuous : .circular)
        case .custom:
            return RoundedRect(rect: frame) // drawn from its path by `placeShape` and effect clips
        case .inset(let base, let amount):
            // The frame inset on every edge (never below zero size), the radii by as much.
            let box = frame.standardized
            let inner = CGRect(x: box.minX + amount, y: box.minY + amount,
                               width: max(0, box.width - 2 * amount), height: max(0, box.height - 2 * amount))
            let fitted = roundedRect(base, in: inner)
            guard case .roundedRectangle = base else { return fitted }
            let radii = fitted.radii
            return RoundedRect(rect: inner, radii: CornerRadii(
                topLeading: max(0, radii.topLeading - amount), topTrailing: max(0, radii.topTrailing - amount),
                bottomLeading: max(0, radii.bottomLeading - amount), bottomTrailing: max(0, radii.bottomTrailing - amount)),
                style: fitted.style)
        }
    }
}

extension StrokeStyle {
    /// The display list's description of this style.
    var geometry: StrokeGeometry {
        let cap: StrokeGeometry.Cap
        switch lineCap {
        case .butt: cap = .butt
        case .round: cap = .round
        case .square: cap = .square
        }
        let join: StrokeGeometry.Join
        switch lineJoin {
        case .miter: join = .miter
        case .round: join = .round
        case .bevel: join = .bevel
        }
        return StrokeGeometry(width: lineWidth, cap: cap, join: join, miterLimit: miterLimit.isFinite ? miterLimit : 10,
                              dash: dash.map { $0.isFinite ? max(0, $0) : 0 }, dashPhase: dashPhase.isFinite ? dashPhase : 0)
    }
}
