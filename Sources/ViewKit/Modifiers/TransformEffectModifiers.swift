import Foundation

/// Rotation and scale: they change the drawing, not the layout, as in SwiftUI.
nonisolated extension View {
    /// Draws this view turned by `angle` (clockwise for positive angles) about `anchor`; its
    /// frame in layout stays as it was.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let turn = angle.radians.isFinite ? angle : .zero
        return wrappingNodes { node, _ in .effect(.rotation(turn, anchor: anchor), node) }
    }

    /// Draws this view turned by `angle` about `axis` in three dimensions, as SwiftUI's
    /// `rotation3DEffect`, projected flat without perspective (`perspective` and `anchorZ` are not
    /// applied): turned about the x axis it is squeezed vertically by the angle's cosine, about y
    /// horizontally (mirrored past 90°), about z turned as `rotationEffect`. Its frame in layout
    /// stays as it was.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        let theta = angle.radians.isFinite ? angle.radians : 0
        guard length > 0, length.isFinite else { return wrappingNodes { node, _ in node } }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let cosine = cos(theta), sine = sin(theta), turn = 1 - cosine
        // The rotation's matrix (Rodrigues), the first two rows and columns: the plane seen from the front.
        let r00 = cosine + x * x * turn, r01 = x * y * turn - z * sine
        let r10 = y * x * turn + z * sine, r11 = cosine + y * y * turn
        return wrappingNodes { node, _ in .effect(.linear(a: r00, b: r10, c: r01, d: r11, anchor: anchor), node) }
    }

    /// Draws this view scaled by `scale` (width and height factors) about `anchor`; its frame in
    /// layout stays as it was.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        let x = scale.width.isFinite ? scale.width : 1, y = scale.height.isFinite ? scale.height : 1
        return wrappingNodes { node, _ in .effect(.scale(CGSize(width: x, height: y), anchor: anchor), node) }
    }

    /// Draws this view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws this view scaled by `x` across and `y` down about `anchor`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws this view through `transform` in its own coordinates, whose origin is its top
    /// leading corner, as SwiftUI's `transformEffect(_:)`: a point (x, y) of the view is drawn at
    /// (a·x + c·y + tx, b·x + d·y + ty). Its frame in layout stays as it was. The translation is
    /// an `offset`, so right to left its x is mirrored as an offset's is. A transform with a value
    /// that is not finite draws the view as it is.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        let t = transform
        let isFinite = [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        return wrappingNodes { node, _ in
            guard isFinite else { return node }
            // The linear part about the top leading corner, then the whole moved by the translation.
            let isLinearIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
            let turned: ResolvedNode = isLinearIdentity ? node : .effect(.linear(a: t.a, b: t.b, c: t.c, d: t.d, anchor: .topLeading), node)
            return t.tx == 0 && t.ty == 0 ? turned : .offset(CGSize(width: t.tx, height: t.ty), turned)
        }
    }
}

nonisolated extension View {
    /// Draws this view mirrored left to right where the layout direction is right to left, as
    /// SwiftUI's `flipsForRightToLeftLayoutDirection(_:)`: for an image or a shape of your own
    /// that points the way reading goes. Its frame and place do not change.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        wrappingNodes { node, environment in
            guard enabled, environment.layoutDirection == .rightToLeft else { return node }
            return .effect(.scale(CGSize(width: -1, height: 1), anchor: .center), node)
        }
    }
}
