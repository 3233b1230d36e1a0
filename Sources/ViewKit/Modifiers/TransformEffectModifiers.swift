import Foundation

/// Rotation and scale: they change the drawing, not the layout, as in SwiftUI.
extension View {
    /// Draws this view turned by `angle` (clockwise for positive angles) about `anchor`; its
    /// frame in layout stays as it was.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let turn = angle.radians.isFinite ? angle : .zero
        return wrappingNodes { node, _ in .effect(.rotation(turn, anchor: anchor), node) }
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
