import Drawing
import Foundation

/// WCAG 2.x contrast (design-reference §8): relative luminance of sRGB colours and the ratio
/// between two of them.
public enum WCAGContrast {
    /// Minimum ratio for normal text at level AA (1.4.3).
    public static let normalTextMinimum = 4.5
    /// Minimum ratio for large text at level AA (1.4.3).
    public static let largeTextMinimum = 3.0
    /// Minimum ratio for meaningful graphics and UI components (1.4.11).
    public static let nonTextMinimum = 3.0
    /// Large text: at least this size in points, whatever the weight.
    public static let largeTextSize: CGFloat = 18
    /// Large text: at least this size in points when bold.
    public static let largeBoldTextSize: CGFloat = 14

    /// One channel (0…1) made linear: c/12.92 up to 0.04045, else ((c + 0.055)/1.055)^2.4.
    public static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }

    /// Relative luminance, 0 (black) to 1 (white): 0.2126 R + 0.7152 G + 0.0722 B of the linear
    /// channels. Alpha is ignored: composite a translucent colour over its backdrop first.
    public static func luminance(_ color: RGBAColor) -> Double {
        0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The ratio of two luminances, lighter over darker, each plus 0.05: 1 to 21.
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// The contrast of `foreground` drawn over `background`. A translucent foreground is composited
    /// over the background first; a translucent background over white.
    public static func ratio(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
        let backdrop = background.alpha < 1 ? background.composited(over: .white) : background
        let ink = foreground.alpha < 1 ? foreground.composited(over: backdrop) : foreground
        return ratio(luminance: luminance(ink), luminance(backdrop))
    }

    /// True for WCAG large text: at least 18 pt, or at least 14 pt and bold (weight 700; semibold
    /// does not count, following CSS, where `bold` is 700).
    public static func isLargeText(_ font: FontSpec) -> Bool {
        font.size >= largeTextSize || (font.weight >= .bold && font.size >= largeBoldTextSize)
    }

    /// The AA minimum for text in `font`: 3:1 when large, else 4.5:1.
    public static func minimumRatio(for font: FontSpec) -> Double {
        isLargeText(font) ? largeTextMinimum : normalTextMinimum
    }
}
