import Foundation

/// SwiftUI's colour effects, each a colour matrix over the view's drawing (the view composited on
/// its own first). Apple does not publish the matrices: grey, saturation and hue rotation follow
/// the W3C Filter Effects definitions (`ColorEffectWeights`); brightness adds to each component
/// and contrast scales it about the middle, as SwiftUI's documentation describes them.
nonisolated extension View {
    /// Takes colour away: 0 changes nothing, 1 leaves greys only.
    public func grayscale(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.grayscale(amount))
    }

    /// Brightens (or darkens, below 0) by adding `amount` to each colour component: 0 changes
    /// nothing, 1 makes every colour white.
    public func brightness(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.brightness(amount))
    }

    /// Scales each colour component's distance from the middle grey: 1 changes nothing, 0 leaves
    /// the grey, above 1 strengthens, below 0 inverts.
    public func contrast(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.contrast(amount))
    }

    /// Scales saturation: 1 changes nothing, 0 leaves greys, above 1 strengthens colours.
    public func saturation(_ amount: Double) -> some View {
        colorMatrix(ColorEffects.saturation(amount))
    }

    /// Inverts every colour component.
    public func colorInvert() -> some View {
        colorMatrix(ColorEffects.invert)
    }

    /// Multiplies every colour by `color`, component by component (alpha too).
    public func colorMultiply(_ color: Color) -> some View {
        wrappingNodes { node, environment in
            let resolved = environment.resolve(color)
            return .effect(.colorMatrix(ColorEffects.multiply(red: resolved.red, green: resolved.green, blue: resolved.blue,
                                                               opacity: resolved.opacity)), node)
        }
    }

    /// Turns every colour's hue by `angle` on the colour wheel.
    public func hueRotation(_ angle: Angle) -> some View {
        colorMatrix(ColorEffects.hueRotation(angle.radians))
    }

    /// Turns the view into a mask of its luminance: black, as opaque as each pixel is bright.
    public func luminanceToAlpha() -> some View {
        colorMatrix(ColorEffects.luminanceToAlpha)
    }

    private func colorMatrix(_ values: [Double]) -> some View {
        wrappingNodes { node, _ in .effect(.colorMatrix(values), node) }
    }
}

/// The luminance weights of red, green and blue the grey, saturation and hue matrices use: the W3C
/// Filter Effects ones (a guess at SwiftUI's, which Apple does not publish).
public nonisolated enum ColorEffectWeights {
    /// Red's share of luminance.
    public static let red = 0.2126
    /// Green's share.
    public static let green = 0.7152
    /// Blue's share.
    public static let blue = 0.0722
}

/// The matrices, row by row (red, green, blue, alpha; four weights and an offset each).
nonisolated enum ColorEffects {
    static let invert: [Double] = [-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]

    /// Black, with the luminance (of the straight colour) as alpha.
    static let luminanceToAlpha: [Double] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        ColorEffectWeights.red, ColorEffectWeights.green, ColorEffectWeights.blue, 0, 0,
    ]

    /// Each component `weight * c + offset`, alpha kept.
    static func scaling(_ weight: Double, offset: Double) -> [Double] {
        [weight, 0, 0, 0, offset, 0, weight, 0, 0, offset, 0, 0, weight, 0, offset, 0, 0, 0, 1, 0]
    }

    static func brightness(_ amount: Double) -> [Double] { scaling(1, offset: amount) }

    static func contrast(_ amount: Double) -> [Double] { scaling(amount, offset: 0.5 * (1 - amount)) }

    static func multiply(red: Double, green: Double, blue: Double, opacity: Double) -> [Double] {
        [red, 0, 0, 0, 0, 0, green, 0, 0, 0, 0, 0, blue, 0, 0, 0, 0, 0, opacity, 0]
    }

    /// Mixes each component with the luminance: `keep` 1 is the colour, 0 the grey (and beyond 1,
    /// away from the grey).
    static func saturation(_ keep: Double) -> [Double] {
        let (r, g, b) = (ColorEffectWeights.red, ColorEffectWeights.green, ColorEffectWeights.blue)
        return [
            r + (1 - r) * keep, g - g * keep, b - b * keep, 0, 0,
            r - r * keep, g + (1 - g) * keep, b - b * keep, 0, 0,
            r - r * keep, g - g * keep, b + (1 - b) * keep, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }

    static func grayscale(_ amount: Double) -> [Double] {
        saturation(1 - min(1, max(0, amount)))
    }

    /// The W3C hue rotation: the colour turned about the grey axis by `radians`.
    static func hueRotation(_ radians: Double) -> [Double] {
        let (r, g, b) = (ColorEffectWeights.red, ColorEffectWeights.green, ColorEffectWeights.blue)
        let c = cos(radians), s = sin(radians)
        return [
            r + c * (1 - r) - s * r, g - c * g - s * g, b - c * b + s * (1 - b), 0, 0,
            r - c * r + s * 0.143, g + c * (1 - g) + s * 0.140, b - c * b - s * 0.283, 0, 0,
            r - c * r - s * (1 - r), g - c * g + s * g, b + c * (1 - b) + s * b, 0, 0,
            0, 0, 0, 1, 0,
        ]
    }
}
