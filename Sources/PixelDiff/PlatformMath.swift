#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The transcendental functions the colour formulas need, from the platform's maths library
/// (the one the Swift standard library itself links); nothing else of C is used.
enum Maths {
    /// Cube root.
    @inline(__always) static func cubeRoot(_ value: Double) -> Double { cbrt(value) }
    /// `base` raised to `exponent`.
    @inline(__always) static func power(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
    /// The angle of the point `x, y`, in radians from −π to π.
    @inline(__always) static func angle(y: Double, x: Double) -> Double { atan2(y, x) }
    /// Sine of an angle in radians.
    @inline(__always) static func sine(_ radians: Double) -> Double { sin(radians) }
    /// Cosine of an angle in radians.
    @inline(__always) static func cosine(_ radians: Double) -> Double { cos(radians) }
    /// e raised to `value`.
    @inline(__always) static func exponential(_ value: Double) -> Double { exp(value) }
}
