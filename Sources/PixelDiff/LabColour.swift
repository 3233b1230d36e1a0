/// A colour in CIELAB (D65 white): lightness 0…100 and the two opponent axes.
public struct LabColour: Hashable, Sendable, Codable {
    /// Lightness L*, 0 (black) … 100 (white).
    public var lightness: Double
    /// a*: green (negative) to red (positive).
    public var a: Double
    /// b*: blue (negative) to yellow (positive).
    public var b: Double

    /// A colour from its three coordinates.
    public init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The CIELAB coordinates of an opaque sRGB colour given in 0…255 per channel (fractions allowed).
    ///
    /// sRGB is decoded with the IEC 61966-2-1 transfer curve, converted to XYZ with the sRGB (D65)
    /// primaries and to L*a*b* relative to the D65 white point.
    public init(sRGBRed red: Double, green: Double, blue: Double) {
        self.init(linearRed: Self.linear(red), green: Self.linear(green), blue: Self.linear(blue))
    }

    /// The CIELAB coordinates of linear-light RGB (0…1 per channel).
    init(linearRed red: Double, green: Double, blue: Double) {
        let x = 0.4124564 * red + 0.3575761 * green + 0.1804375 * blue
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = 0.0193339 * red + 0.1191920 * green + 0.9503041 * blue
        let fx = Self.compand(x / 0.95047), fy = Self.compand(y), fz = Self.compand(z / 1.08883)
        lightness = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// Linear light (0…1) of an sRGB channel value in 0…255.
    static func linear(_ channel: Double) -> Double {
        let encoded = channel / 255
        return encoded <= 0.04045 ? encoded / 12.92 : Maths.power((encoded + 0.055) / 1.055, 2.4)
    }

    /// The CIELAB companding function f(t).
    private static func compand(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0  // (6/29)³
        return t > epsilon ? Maths.cubeRoot(t) : t * (24389.0 / 27.0) / 116 + 16.0 / 116
    }
}
