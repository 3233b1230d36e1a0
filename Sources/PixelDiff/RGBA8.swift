/// One pixel: 8-bit red, green, blue and straight (not premultiplied) alpha.
public struct RGBA8: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// A pixel from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// An opaque pixel from a 24-bit hex value such as `0x007AFF`.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
    }

    /// Opaque white.
    public static let white = RGBA8(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RGBA8(red: 0, green: 0, blue: 0)
    /// Fully transparent black.
    public static let clear = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var description: String {
        let rgb = "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
        return alpha == 255 ? rgb : rgb + Self.hexByte(alpha)
    }

    /// The four bytes packed as they lie in memory on a little-endian machine (red lowest).
    var packed: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
    }

    /// The pixel whose in-memory bytes are `packed` (red lowest).
    init(packed: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: packed), green: UInt8(truncatingIfNeeded: packed >> 8),
            blue: UInt8(truncatingIfNeeded: packed >> 16), alpha: UInt8(truncatingIfNeeded: packed >> 24))
    }

    private static func hexByte(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 15)]])
    }
}
