import Foundation

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii` (iOS 17):
/// `UnevenRoundedRectangle(cornerRadii:)` and `.rect(cornerRadii:)` take it.
public nonisolated struct RectangleCornerRadii: Equatable, Sendable {
    /// The top leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii corner by corner; a corner not given is square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

nonisolated extension UnevenRoundedRectangle {
    /// The rectangle with `cornerRadii`, as SwiftUI's `init(cornerRadii:style:)`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init(topLeadingRadius: cornerRadii.topLeading, bottomLeadingRadius: cornerRadii.bottomLeading,
                  bottomTrailingRadius: cornerRadii.bottomTrailing, topTrailingRadius: cornerRadii.topTrailing, style: style)
    }

    /// The radius of each corner, as given.
    public var cornerRadii: RectangleCornerRadii {
        RectangleCornerRadii(topLeading: radii.0, bottomLeading: radii.2, bottomTrailing: radii.3, topTrailing: radii.1)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its radius in `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

nonisolated extension Path {
    /// A rectangle with each corner rounded by its radius in `cornerRadii` (circular corners, in
    /// either style), as iOS 17's `Path(roundedRect:cornerRadii:style:)`. The leading corners are
    /// the left-hand ones: a path is drawn as given, in either layout direction.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The rectangle with `cornerRadii` as its own closed sub-path, `transform` applied.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let outline = UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style).path(in: rect)
        addPath(outline, transform: transform)
    }
}
