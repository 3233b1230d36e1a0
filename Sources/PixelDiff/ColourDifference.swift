/// A colour-difference formula in CIELAB, giving ΔE: 0 for equal colours, about 1 to 2.3 for a
/// just-noticeable difference, 100 between black and white.
public enum ColourDifference: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// CIEDE2000 (CIE 142-2001), the default: corrects CIELAB's non-uniformity in lightness,
    /// chroma and (notably for blues) hue, so one threshold means about the same visibility everywhere.
    case ciede2000
    /// CIE94 (graphic-arts weights), the metric of Core Image's `CILabDeltaE` and Playwright's `ssim-cie94`.
    case cie94
    /// CIE76: plain Euclidean distance in CIELAB; over-counts saturated colours, under-counts near-greys.
    case cie76

    /// The short name used in messages and reports: `ΔE00`, `ΔE94`, `ΔE76`.
    public var description: String {
        switch self {
        case .ciede2000: return "ΔE00"
        case .cie94: return "ΔE94"
        case .cie76: return "ΔE76"
        }
    }

    /// The difference between two CIELAB colours by this formula.
    public func delta(_ first: LabColour, _ second: LabColour) -> Double {
        switch self {
        case .ciede2000: return Self.ciede2000(first, second)
        case .cie94: return Self.cie94(first, second)
        case .cie76: return Self.cie76(first, second)
        }
    }

    /// CIE76: √(ΔL² + Δa² + Δb²).
    static func cie76(_ first: LabColour, _ second: LabColour) -> Double {
        let dl = first.lightness - second.lightness, da = first.a - second.a, db = first.b - second.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// CIE94 with the graphic-arts constants kL = 1, K1 = 0.045, K2 = 0.015; `first` is the reference.
    static func cie94(_ first: LabColour, _ second: LabColour) -> Double {
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let dl = first.lightness - second.lightness
        let dc = chroma1 - chroma2
        let da = first.a - second.a, db = first.b - second.b
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + 0.045 * chroma1, sh = 1 + 0.015 * chroma1
        return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
    }
}
