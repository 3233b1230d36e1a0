import Foundation

/// A stand-in for UIKit's `UIColor`, which Linux has no UIKit for: just enough for the way screen
/// code names iOS's semantic colours through it, `Color(.systemBackground)` and
/// `Color(uiColor: .secondaryLabel)`, with iOS's light and dark values (iOS 17). Only colours; no
/// other `UIColor` API (README, deviations).
public nonisolated struct UIColor: Hashable, Sendable {
    /// The colour as the view kit draws it, in both schemes.
    public let color: Color

    /// The colour of `color`, as UIKit's `UIColor(_: Color)` (iOS 14): both its schemes kept.
    public init(_ color: Color) {
        self.color = color
    }

    private init(light: UInt32, dark: UInt32) {
        color = Color(hex: light, darkHex: dark)
    }

    private init(light: UInt32, _ lightOpacity: Double, dark: UInt32, _ darkOpacity: Double) {
        color = Color(light: .init(hex: light, opacity: lightOpacity), dark: .init(hex: dark, opacity: darkOpacity))
    }

    /// A fixed colour from red, green, blue and alpha, each 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A fixed grey: `white` 0 is black, 1 white.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    // Backgrounds.
    /// The background of a screen.
    public static let systemBackground = UIColor(light: 0xffffff, dark: 0x000000)
    /// The background of content on `systemBackground`.
    public static let secondarySystemBackground = UIColor(light: 0xf2f2f7, dark: 0x1c1c1e)
    /// The background of content on `secondarySystemBackground`.
    public static let tertiarySystemBackground = UIColor(light: 0xffffff, dark: 0x2c2c2e)
    /// The background of a grouped screen (behind an inset-grouped list).
    public static let systemGroupedBackground = UIColor(light: 0xf2f2f7, dark: 0x000000)
    /// The background of a grouped screen's content (a list's rows).
    public static let secondarySystemGroupedBackground = UIColor(light: 0xffffff, dark: 0x1c1c1e)
    /// The background of content on `secondarySystemGroupedBackground`.
    public static let tertiarySystemGroupedBackground = UIColor(light: 0xf2f2f7, dark: 0x2c2c2e)

    // Labels, separators and links.
    /// Primary text.
    public static let label = UIColor(light: 0x000000, dark: 0xffffff)
    /// Secondary text.
    public static let secondaryLabel = UIColor(light: 0x3c3c43, 0.6, dark: 0xebebf5, 0.6)
    /// Tertiary text.
    public static let tertiaryLabel = UIColor(light: 0x3c3c43, 0.3, dark: 0xebebf5, 0.3)
    /// Quaternary text.
    public static let quaternaryLabel = UIColor(light: 0x3c3c43, 0.18, dark: 0xebebf5, 0.16)
    /// Placeholder text in a text field.
    public static let placeholderText = UIColor(light: 0x3c3c43, 0.3, dark: 0xebebf5, 0.3)
    /// A separator that lets what is under it show through.
    public static let separator = UIColor(light: 0x3c3c43, 0.29, dark: 0x545458, 0.6)
    /// A separator that hides what is under it.
    public static let opaqueSeparator = UIColor(light: 0xc6c6c8, dark: 0x38383a)
    /// Links.
    public static let link = UIColor(light: 0x007aff, dark: 0x0984ff)

    // Fills.
    /// The fill of thin, small shapes.
    public static let systemFill = UIColor(light: 0x787880, 0.2, dark: 0x787880, 0.36)
    /// The fill of medium shapes.
    public static let secondarySystemFill = UIColor(light: 0x787880, 0.16, dark: 0x787880, 0.32)
    /// The fill of large shapes.
    public static let tertiarySystemFill = UIColor(light: 0x767680, 0.12, dark: 0x767680, 0.24)
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = UIColor(light: 0x747480, 0.08, dark: 0x767680, 0.18)

    // Greys.
    /// System grey.
    public static let systemGray = UIColor(light: 0x8e8e93, dark: 0x8e8e93)
    /// System grey 2.
    public static let systemGray2 = UIColor(light: 0xaeaeb2, dark: 0x636366)
    /// System grey 3.
    public static let systemGray3 = UIColor(light: 0xc7c7cc, dark: 0x48484a)
    /// System grey 4.
    public static let systemGray4 = UIColor(light: 0xd1d1d6, dark: 0x3a3a3c)
    /// System grey 5.
    public static let systemGray5 = UIColor(light: 0xe5e5ea, dark: 0x2c2c2e)
    /// System grey 6.
    public static let systemGray6 = UIColor(light: 0xf2f2f7, dark: 0x1c1c1e)

    // The system colours: the same as SwiftUI's `Color.red` and so on.
    /// System red.
    public static let systemRed = UIColor(Color.red)
    /// System orange.
    public static let systemOrange = UIColor(Color.orange)
    /// System yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// System green.
    public static let systemGreen = UIColor(Color.green)
    /// System mint.
    public static let systemMint = UIColor(Color.mint)
    /// System teal.
    public static let systemTeal = UIColor(Color.teal)
    /// System cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// System blue.
    public static let systemBlue = UIColor(Color.blue)
    /// System indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// System purple.
    public static let systemPurple = UIColor(Color.purple)
    /// System pink.
    public static let systemPink = UIColor(Color.pink)
    /// System brown.
    public static let systemBrown = UIColor(Color.brown)

    // UIKit's fixed colours (the same in both schemes; `red` is pure red, not system red).
    /// Black.
    public static let black = UIColor(white: 0, alpha: 1)
    /// White.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey, half white.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey, two thirds white.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey, one third white.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
}

nonisolated extension Color {
    /// The colour of `uiColor`, as SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour of `color`, as SwiftUI's `Color(_:)` taking a `UIColor`. Disfavoured, so that
    /// `Color(.brandAccent)` names the asset symbol's `ColorResource` where `UIColor` has the same
    /// generated static (`NHSAssetSymbols`).
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self = color.color
    }
}
