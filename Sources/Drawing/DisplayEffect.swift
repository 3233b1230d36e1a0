import Foundation

/// An affine transform in points, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics' order).
public struct AffineMatrix: Hashable, Sendable {
    /// The matrix's entries.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// A matrix from its entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity.
    public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `radians` (clockwise on screen, y pointing down) about `center`.
    public static func rotation(_ radians: Double, about center: CGPoint) -> AffineMatrix {
        let cosine = CGFloat(cos(radians)), sine = CGFloat(sin(radians))
        return AffineMatrix(a: cosine, b: sine, c: -sine, d: cosine,
                            tx: center.x - cosine * center.x + sine * center.y,
                            ty: center.y - sine * center.x - cosine * center.y)
    }

    /// A scale by `x` and `y` about `center`.
    public static func scale(x: CGFloat, y: CGFloat, about center: CGPoint) -> AffineMatrix {
        AffineMatrix(a: x, b: 0, c: 0, d: y, tx: center.x - x * center.x, ty: center.y - y * center.y)
    }

    /// The linear map x' = a·x + c·y, y' = b·x + d·y about `center` (which stays put).
    public static func linear(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, about center: CGPoint) -> AffineMatrix {
        AffineMatrix(a: a, b: b, c: c, d: d, tx: center.x - (a * center.x + c * center.y), ty: center.y - (b * center.x + d * center.y))
    }

    /// `point` moved by the matrix.
    public func apply(_ point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest upright rectangle holding `rect`'s four corners once moved.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// How a group of items is drawn: each case is applied to the group's items as one picture.
public enum DisplayEffect: Hashable, Sendable {
    /// The items drawn through a transform (rotation, scale); layout is not changed.
    case transform(AffineMatrix)
    /// The items composited on their own, then drawn at `opacity` (true group opacity).
    case opacity(Double)
    /// The items composited on their own, then drawn (`compositingGroup()`).
    case compositingGroup
    /// A shadow of the items' alpha: blurred with a Gaussian of standard deviation `radius`
    /// points, tinted `color`, moved by `offset`, drawn under the items.
    case shadow(color: RGBAColor, radius: CGFloat, offset: CGSize)
    /// The items' drawing blurred with a Gaussian of standard deviation `radius` points; when
    /// `opaque`, the result's alpha is made whole inside the items' bounds.
    case blur(radius: CGFloat, opaque: Bool, bounds: CGRect)
    /// The items clipped to a path, filled non-zero or even-odd.
    case clipPath([PathElement], evenOdd: Bool)
    /// The items drawn through the alpha of `mask`'s drawing.
    case mask([DisplayItem])
    /// The items composited on their own, every pixel's colour then passed through a matrix
    /// (`grayscale`, `brightness`, `saturation`...).
    case colorMatrix(ColorMatrix)
    /// The items composited on their own, then blended with what is drawn under them.
    case blend(BlendOperator)
    /// A scroll view's content, inside the clip of its viewport: drawn as the items are; what
    /// lies beyond that clip along the scrolling axes is reachable by scrolling, not hidden
    /// (`DisplayList.flatten`).
    case scrollContent(vertical: Bool, horizontal: Bool)
}

/// How a group is blended with what is under it (`blendMode(_:)`): the PDF blend modes and
/// Porter-Duff operators Cairo and Core Graphics share.
public enum BlendOperator: String, Hashable, Sendable, CaseIterable {
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusLighter
}
