import Foundation

/// A colour in sRGB with straight (not premultiplied) alpha, each channel from 0 to 1.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// A colour from channels in 0…1; values outside are clamped.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBAColor.clamp(red)
        self.green = RGBAColor.clamp(green)
        self.blue = RGBAColor.clamp(blue)
        self.alpha = RGBAColor.clamp(alpha)
    }

    /// A colour from a 24-bit hex value such as `0x005eb8`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 8) & 0xff) / 255,
            blue: Double(hex & 0xff) / 255,
            alpha: alpha)
    }

    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque white.
    public static let white = RGBAColor(hex: 0xffffff)
    /// Opaque black.
    public static let black = RGBAColor(hex: 0x000000)

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// This colour drawn with source-over onto `backdrop`; the result is as opaque as the two combined.
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green),
            blue: mix(blue, backdrop.blue), alpha: outAlpha)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; channels rounded to 8 bits.
    public var hexString: String {
        func byte(_ value: Double) -> String { String(format: "%02x", Int((value * 255).rounded())) }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha)
    }

    /// The hex string.
    public var description: String { hexString }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
