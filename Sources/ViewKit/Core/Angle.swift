import Foundation

/// A geometric angle, as SwiftUI's `Angle`: positive angles turn clockwise on screen.
public nonisolated struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No turn.
    public static let zero = Angle()

    /// Orders by size.
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    /// The sum.
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    /// The difference.
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    /// The opposite turn.
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    /// Scaled by a number.
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
}
