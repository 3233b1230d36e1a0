import Foundation

/// A point in a view's own unit square, (0, 0) top leading to (1, 1) bottom trailing, as SwiftUI's `UnitPoint`.
public nonisolated struct UnitPoint: Hashable, Sendable {
    /// Across, 0 at the leading edge.
    public var x: CGFloat
    /// Down, 0 at the top edge.
    public var y: CGFloat

    /// A unit point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The top trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The bottom leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The bottom trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
