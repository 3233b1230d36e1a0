import Foundation

/// Rotation and scale: they change the drawing, not the layout, as in SwiftUI.
extension View {
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
}

extension View {
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
