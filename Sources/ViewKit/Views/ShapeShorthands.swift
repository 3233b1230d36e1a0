import Foundation

// iOS 17's shorthands for the built-in shapes, where a shape is expected:
// `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rectangle with every corner rounded by `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its own radius.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule, its `style` accepted (drawn with circular ends either way).
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container the view is in.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
