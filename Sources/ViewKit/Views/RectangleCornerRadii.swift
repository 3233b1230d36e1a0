import Foundation

/// The radius of each corner of a rectangle, as SwiftUI's `RectangleCornerRadii` (iOS 17):
/// `UnevenRoundedRectangle(cornerRadii:)` and `.rect(cornerRadii:)` take it.
public struct RectangleCornerRadii: Equatable, Sendable {
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

extension UnevenRoundedRectangle {
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

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with each corner rounded by its radius in `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
