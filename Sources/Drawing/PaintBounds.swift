import Foundation

extension DisplayItem {
    /// How far a text's ink may reach outside its measured frame, in points (italic overhangs,
    /// accents); effect groups draw offscreen within these bounds, so they err on the large side.
    public static let textInkMargin: CGFloat = 8

    /// A rectangle, in points, that holds everything the item paints (conservative).
    public var paintBounds: CGRect {
        switch self {
        case .fill(let shape, _), .border(let shape, _, _): return shape.rect.standardized
        case .rule(let rect, _): return rect.standardized
        case .text(let text):
            let frame = CGRect(origin: text.frame.origin, size: CGSize(width: max(text.frame.width, text.wrapWidth), height: text.frame.height))
            return frame.insetBy(dx: -DisplayItem.textInkMargin, dy: -DisplayItem.textInkMargin)
        case .image(let image): return image.clip.rect.standardized.intersection(image.frame.standardized)
        case .path(let path): return path.bounds
        case .clipped(let shape, let children):
            return DisplayItem.paintBounds(of: children).intersection(shape.rect.standardized)
        case .effect(let effect, let children):
            let inner = DisplayItem.paintBounds(of: children)
            guard !inner.isNull else { return inner }
            switch effect {
            case .transform(let matrix): return matrix.boundingBox(of: inner)
            case .opacity, .compositingGroup, .colorMatrix, .blend, .scrollContent: return inner
            case .shadow(_, let radius, let offset):
                let reach = GaussianKernelReach.points(radius)
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -reach, dy: -reach))
            case .blur(let radius, let opaque, let bounds):
                if opaque { return bounds }
                let reach = GaussianKernelReach.points(radius)
                return inner.insetBy(dx: -reach, dy: -reach)
            case .clipPath(let elements, _):
                return inner.intersection(VectorPath(elements: elements, paint: .fill(.clear)).bounds)
            case .mask(let mask): return inner.intersection(DisplayItem.paintBounds(of: mask))
            }
        }
    }

    /// The union of the items' paint bounds (`CGRect.null` when nothing is painted).
    public static func paintBounds(of items: [DisplayItem]) -> CGRect {
        items.reduce(CGRect.null) { $0.union($1.paintBounds) }
    }
}

/// How far a Gaussian blur reaches: three standard deviations, past which its weights round to nothing.
public enum GaussianKernelReach {
    /// The reach in points of a blur of standard deviation `radius` points.
    public static func points(_ radius: CGFloat) -> CGFloat { max(0, radius) * 3 }
}
