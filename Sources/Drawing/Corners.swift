import Foundation

/// The radius of each corner of a rectangle, named by reading direction.
public struct CornerRadii: Hashable, Sendable {
    /// The top corner at the start of a line.
    public var topLeading: CGFloat
    /// The top corner at the end of a line.
    public var topTrailing: CGFloat
    /// The bottom corner at the start of a line.
    public var bottomLeading: CGFloat
    /// The bottom corner at the end of a line.
    public var bottomTrailing: CGFloat

    /// Radii given corner by corner.
    public init(topLeading: CGFloat, topTrailing: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    /// The same radius at every corner.
    public init(all radius: CGFloat) {
        self.init(topLeading: radius, topTrailing: radius, bottomLeading: radius, bottomTrailing: radius)
    }

    /// Square corners.
    public static let zero = CornerRadii(all: 0)

    /// True when every corner is square.
    public var isZero: Bool { self == .zero }
}

/// How a rounded corner is drawn.
public enum CornerStyle: String, Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// Apple's continuous ("squircle") corner, which eases into the straight edge.
    case continuous
}

/// A rectangle with rounded corners, in points: the shape of panels, cards, clips and borders.
public struct RoundedRect: Hashable, Sendable {
    /// The bounds.
    public var rect: CGRect
    /// Per-corner radii, clamped when drawn to half the shorter side.
    public var radii: CornerRadii
    /// Circular or continuous corners.
    public var style: CornerStyle

    /// A rounded rectangle; square corners by default.
    public init(rect: CGRect, radii: CornerRadii = .zero, style: CornerStyle = .circular) {
        self.rect = rect
        self.radii = radii
        self.style = style
    }

    /// A capsule or circle fitted to `rect`.
    public static func capsule(_ rect: CGRect) -> RoundedRect {
        RoundedRect(rect: rect, radii: CornerRadii(all: min(rect.width, rect.height) / 2))
    }
}
