import Foundation

extension CGRect {
    /// True when `other` lies inside this rect, each edge allowed to stick out by up to `slack`.
    ///
    /// Compares edges directly: Foundation's `contains(_: CGRect)` on Linux compares a union with
    /// `==`, so a hair of float noise (11.299999… against 11.3) makes it fail.
    public func encloses(_ other: CGRect, slack: CGFloat) -> Bool {
        other.minX >= minX - slack && other.maxX <= maxX + slack && other.minY >= minY - slack && other.maxY <= maxY + slack
    }
}
