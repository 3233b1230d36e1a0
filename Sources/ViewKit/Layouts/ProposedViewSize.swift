import Foundation

/// The size a custom layout is offered, as SwiftUI's `ProposedViewSize`: `nil` on an axis asks
/// for the ideal length there, `.infinity` for the largest.
public nonisolated struct ProposedViewSize: Hashable, Sendable {
    /// Offered width, or nil for ideal.
    public var width: CGFloat?
    /// Offered height, or nil for ideal.
    public var height: CGFloat?

    /// A proposal from its two lengths.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal on both axes.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Nothing on either axis: asks for the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Unlimited on both axes: asks for the largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil lengths replaced by `size`'s (10 × 10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
