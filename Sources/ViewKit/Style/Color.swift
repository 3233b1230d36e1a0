/// A colour that may differ in light and dark mode, as SwiftUI's `Color` adapts to the scheme.
public nonisolated struct Color: Hashable, Sendable, View, ShapeStyle {
    /// A colour in sRGB with straight alpha, each channel 0…1.
    public nonisolated struct Resolved: Hashable, Sendable {
        /// Red.
        public var red: Double
        /// Green.
        public var green: Double
        /// Blue.
        public var blue: Double
        /// Opacity.
        public var opacity: Double

        /// A resolved colour.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// From a 24-bit hex value.
        public init(hex: UInt32, opacity: Double = 1) {
            self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                      blue: Double(hex & 0xff) / 255, opacity: opacity)
        }
    }

    /// The value in light mode.
    public let light: Resolved
    /// The value in dark mode.
    public let dark: Resolved

    /// A colour with a light and a dark value.
    public init(light: Resolved, dark: Resolved) {
        self.light = light
        self.dark = dark
    }

    /// A colour from hex values; `darkHex` defaults to the light value (a fixed colour).
    public init(hex: UInt32, darkHex: UInt32? = nil) {
        self.init(light: Resolved(hex: hex), dark: Resolved(hex: darkHex ?? hex))
    }

    /// A fixed colour from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let value = Resolved(red: red, green: green, blue: blue, opacity: opacity)
        self.init(light: value, dark: value)
    }

    /// The value for a scheme.
    public func resolve(in scheme: ColorScheme) -> Resolved {
        scheme == .dark ? dark : light
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        func fade(_ value: Resolved) -> Resolved {
            Resolved(red: value.red, green: value.green, blue: value.blue, opacity: value.opacity * opacity)
        }
        return Color(light: fade(light), dark: fade(dark))
    }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// Pure white in both schemes.
    public static let white = Color(hex: 0xffffff)
    /// Pure black in both schemes.
    public static let black = Color(hex: 0x000000)

    /// A colour is a view that fills the space it is offered.
    public typealias Body = Never
}

/// Something that can colour text and shapes: a `Color`, as in SwiftUI.
public protocol ShapeStyle: Sendable {}

nonisolated extension ShapeStyle where Self == Color {
    /// Transparent.
    public static var clear: Color { Color.clear }
    /// White.
    public static var white: Color { Color.white }
    /// Black.
    public static var black: Color { Color.black }
}
