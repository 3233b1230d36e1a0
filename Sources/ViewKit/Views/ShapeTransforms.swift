import Foundation

/// Shapes moved, scaled, turned or resized inside their frame, as SwiftUI's `OffsetShape`,
/// `ScaledShape`, `RotatedShape` and `TransformedShape`: each is still a shape (it can be
/// filled, stroked, clipped to), drawn from its content's `path(in:)` with the transform
/// applied. The frame the shape takes in layout does not change, as in SwiftUI.
nonisolated extension Shape {
    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// The shape moved by `offset` within its frame.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { self.offset(CGSize(width: offset.x, height: offset.y)) }

    /// The shape moved by `x` and `y` within its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

    /// The shape scaled by `x` and `y` about `anchor` of its frame.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor` of its frame.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape turned by `angle` (clockwise, as on screen) about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape with `transform` applied to its path (in the frame's coordinates).
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn in a rect of `size` at its frame's origin, whatever the frame's size.
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// The shape drawn in a rect of `width` × `height` at its frame's origin.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> { size(CGSize(width: width, height: height)) }
}

/// A shape moved within its frame (`Shape.offset`).
public nonisolated struct OffsetShape<Content: Shape>: Shape {
    /// The shape moved.
    public var shape: Content
    /// How far.
    public var offset: CGSize

    /// A moved shape.
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The content's path in `rect`, moved.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: offset.width, y: offset.height))
    }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// The content inset, then moved.
    public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

/// A shape scaled about a point of its frame (`Shape.scale`).
public nonisolated struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays put.
    public var anchor: UnitPoint

    /// A scaled shape.
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The content's path in `rect`, scaled about the anchor.
    public func path(in rect: CGRect) -> Path {
        ShapeTransformMath.path(of: shape, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height), about: anchor)
    }
}

nonisolated extension ScaledShape: InsettableShape where Content: InsettableShape {
    /// The content inset, then scaled.
    public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

/// A shape turned about a point of its frame (`Shape.rotation`).
public nonisolated struct RotatedShape<Content: Shape>: Shape {
    /// The shape turned.
    public var shape: Content
    /// How far, clockwise on screen.
    public var angle: Angle
    /// The point of the frame it turns about.
    public var anchor: UnitPoint

    /// A turned shape.
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The content's path in `rect`, turned about the anchor.
    public func path(in rect: CGRect) -> Path {
        ShapeTransformMath.path(of: shape, in: rect, CGAffineTransform(rotationAngle: CGFloat(angle.radians)), about: anchor)
    }
}

nonisolated extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// The content inset, then turned.
    public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

/// A shape with an affine transform applied to its path (`Shape.transform`).
public nonisolated struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    /// The transform, in the frame's coordinates.
    public var transform: CGAffineTransform

    /// A transformed shape.
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The content's path in `rect`, transformed.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}

/// A shape drawn at a fixed size at its frame's origin (`Shape.size`).
public nonisolated struct _SizedShape<Content: Shape>: Shape {
    /// The shape.
    public var shape: Content
    /// The size it is drawn at.
    public var size: CGSize

    /// The content's path in the rect of `size` at `rect`'s origin.
    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
}

/// The transform arithmetic the shapes above share.
nonisolated enum ShapeTransformMath {
    /// `shape`'s path in `rect` with `transform` applied about the point `anchor` names in `rect`.
    static func path<S: Shape>(of shape: S, in rect: CGRect, _ transform: CGAffineTransform, about anchor: UnitPoint) -> Path {
        let point = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        let about = CGAffineTransform(translationX: -point.x, y: -point.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
        return shape.path(in: rect).applying(about)
    }
}
