/// A few of SwiftUI's system colours (iOS light/dark values), for scenarios and tests.
extension Color {
    /// System red.
    public static let red = Color(hex: 0xff3b30, darkHex: 0xff453a)
    /// System blue.
    public static let blue = Color(hex: 0x007aff, darkHex: 0x0a84ff)
    /// System green.
    public static let green = Color(hex: 0x34c759, darkHex: 0x30d158)
    /// System grey.
    public static let gray = Color(hex: 0x8e8e93, darkHex: 0x8e8e93)
    /// The primary label colour.
    public static let primary = Color(hex: 0x000000, darkHex: 0xffffff)
    /// The secondary label colour.
    public static let secondary = Color(light: .init(hex: 0x3c3c43, opacity: 0.6), dark: .init(hex: 0xebebf5, opacity: 0.6))
}
