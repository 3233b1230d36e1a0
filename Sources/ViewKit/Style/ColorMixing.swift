import Foundation

nonisolated extension Gradient {
    /// How colours are blended between stops or by `Color.mix`, as iOS 18's `Gradient.ColorSpace`.
    public nonisolated struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Blending the sRGB components as they are.
        public static let device = ColorSpace(isPerceptual: false)
        /// Blending in a perceptually uniform space (Oklab here), so that a mix halfway looks
        /// halfway between the two colours.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

nonisolated extension Color {
    /// This colour blended with `other`, `fraction` of the way towards it (0 this colour, 1 the
    /// other; clamped), in `colorSpace`, for each scheme's values, as iOS 18's `mix(with:by:in:)`.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let amount = min(1, max(0, fraction.isNaN ? 0 : fraction))
        return Color(light: ColorMixing.mix(light, other.light, amount, perceptual: colorSpace.isPerceptual),
                     dark: ColorMixing.mix(dark, other.dark, amount, perceptual: colorSpace.isPerceptual))
    }
}

/// The arithmetic of `Color.mix`: sRGB components, or Oklab (Björn Ottosson's published
/// matrices) from linear sRGB; opacity is blended linearly either way.
nonisolated enum ColorMixing {
    static func mix(_ from: Color.Resolved, _ to: Color.Resolved, _ t: Double, perceptual: Bool) -> Color.Resolved {
        func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        let opacity = lerp(from.opacity, to.opacity)
        guard perceptual else {
            return Color.Resolved(red: lerp(from.red, to.red), green: lerp(from.green, to.green),
                                  blue: lerp(from.blue, to.blue), opacity: opacity)
        }
        let a = oklab(from), b = oklab(to)
        let rgb = srgb(fromOklab: (lerp(a.0, b.0), lerp(a.1, b.1), lerp(a.2, b.2)))
        return Color.Resolved(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    static func encoded(_ c: Double) -> Double {
        let value = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return min(1, max(0, value))
    }

    static func oklab(_ colour: Color.Resolved) -> (Double, Double, Double) {
        let r = linear(colour.red), g = linear(colour.green), b = linear(colour.blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    static func srgb(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
        let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
        let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
        return (encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
