import Foundation

/// SwiftUI's system colours with iOS's light and dark values (iOS 17), for screen code and tests.
nonisolated extension Color {
    /// System red.
    public static let red = Color(hex: 0xff3b30, darkHex: 0xff453a)
    /// System orange.
    public static let orange = Color(hex: 0xff9500, darkHex: 0xff9f0a)
    /// System yellow.
    public static let yellow = Color(hex: 0xffcc00, darkHex: 0xffd60a)
    /// System green.
    public static let green = Color(hex: 0x34c759, darkHex: 0x30d158)
    /// System mint.
    public static let mint = Color(hex: 0x00c7be, darkHex: 0x63e6e2)
    /// System teal.
    public static let teal = Color(hex: 0x30b0c7, darkHex: 0x40c8e0)
    /// System cyan.
    public static let cyan = Color(hex: 0x32ade6, darkHex: 0x64d2ff)
    /// System blue.
    public static let blue = Color(hex: 0x007aff, darkHex: 0x0a84ff)
    /// System indigo.
    public static let indigo = Color(hex: 0x5856d6, darkHex: 0x5e5ce6)
    /// System purple.
    public static let purple = Color(hex: 0xaf52de, darkHex: 0xbf5af2)
    /// System pink.
    public static let pink = Color(hex: 0xff2d55, darkHex: 0xff375f)
    /// System brown.
    public static let brown = Color(hex: 0xa2845e, darkHex: 0xac8e68)
    /// System grey.
    public static let gray = Color(hex: 0x8e8e93, darkHex: 0x8e8e93)
    /// The primary label colour.
    public static let primary = Color(hex: 0x000000, darkHex: 0xffffff)
    /// The secondary label colour.
    public static let secondary = Color(light: .init(hex: 0x3c3c43, opacity: 0.6), dark: .init(hex: 0xebebf5, opacity: 0.6))
    /// The tertiary label colour.
    public static let tertiary = Color(light: .init(hex: 0x3c3c43, opacity: 0.3), dark: .init(hex: 0xebebf5, opacity: 0.3))
    /// The quaternary label colour (iOS's `quaternaryLabel`).
    public static let quaternary = Color(light: .init(hex: 0x3c3c43, opacity: 0.18), dark: .init(hex: 0xebebf5, opacity: 0.16))
    /// The app's accent colour: system blue, as an app that sets none has (the environment's
    /// `tint` is what buttons use).
    public static let accentColor = Color.blue

    /// A fixed grey: `white` 0 is black, 1 white.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A fixed colour in a colour space; only sRGB is drawn (see README's deviations).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A fixed colour from hue, saturation and brightness, each 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    /// Colour spaces, as SwiftUI's `Color.RGBColorSpace`.
    public nonisolated enum RGBColorSpace: Sendable, Hashable {
        /// sRGB.
        case sRGB
        /// Linear sRGB (drawn as sRGB).
        case sRGBLinear
        /// Display P3 (drawn as sRGB).
        case displayP3
    }
}

nonisolated extension ShapeStyle where Self == Color {
    /// The colour of separators, as iOS 17's `.separator` style (a `Color` here, where SwiftUI's
    /// is `SeparatorShapeStyle`): #3c3c43 at 29 %, in dark mode #545458 at 60 %.
    public static var separator: Color { Color(uiColor: .separator) }
    /// Placeholder text, as iOS 17's `.placeholder` style (a `Color` here): UIKit's placeholder
    /// text colour, #3c3c43 at 30 %, in dark mode #ebebf5 at 30 %.
    public static var placeholder: Color { Color(uiColor: .placeholderText) }
    /// Links, as iOS 17's `.link` style (a `Color` here): UIKit's link colour.
    public static var link: Color { Color(uiColor: .link) }
    /// Selected content, as iOS 17's `.selection` style (a `Color` here): the accent colour.
    public static var selection: Color { Color.accentColor }
    /// The window's background, as iOS 17's `.windowBackground` style (a `Color` here): the
    /// system background.
    public static var windowBackground: Color { Color(uiColor: .systemBackground) }
    /// System red.
    public static var red: Color { Color.red }
    /// System orange.
    public static var orange: Color { Color.orange }
    /// System yellow.
    public static var yellow: Color { Color.yellow }
    /// System green.
    public static var green: Color { Color.green }
    /// System mint.
    public static var mint: Color { Color.mint }
    /// System teal.
    public static var teal: Color { Color.teal }
    /// System cyan.
    public static var cyan: Color { Color.cyan }
    /// System blue.
    public static var blue: Color { Color.blue }
    /// System indigo.
    public static var indigo: Color { Color.indigo }
    /// System purple.
    public static var purple: Color { Color.purple }
    /// System pink.
    public static var pink: Color { Color.pink }
    /// System brown.
    public static var brown: Color { Color.brown }
    /// System grey.
    public static var gray: Color { Color.gray }
    /// The primary label colour (SwiftUI's hierarchical `.primary`).
    public static var primary: Color { Color.primary }
    /// The secondary label colour (SwiftUI's hierarchical `.secondary`).
    public static var secondary: Color { Color.secondary }
    /// The tertiary label colour (SwiftUI's hierarchical `.tertiary`).
    public static var tertiary: Color { Color.tertiary }
    /// The quaternary label colour (SwiftUI's hierarchical `.quaternary`).
    public static var quaternary: Color { Color.quaternary }
}
