/// ΔE between two RGBA8 pixels as a person would see them.
///
/// Alpha: each pixel is composited (in gamma-encoded sRGB, as browsers and Cairo blend) over
/// white and, separately, over black; the larger of the two differences is the pixel's ΔE.
/// White alone would hide a change of opacity in a white pixel and black alone one in a black
/// pixel; taking both catches every visible change of opacity. Opaque pixels skip compositing
/// and linearise through a 256-entry table. Two fully transparent pixels are equal (ΔE 0)
/// whatever their colour bytes.
public struct PixelDelta: Sendable {
    /// The formula used.
    public let formula: ColourDifference
    private let linearTable: [Double]

    /// A calculator for `formula`.
    public init(formula: ColourDifference = .ciede2000) {
        self.formula = formula
        linearTable = (0..<256).map { LabColour.linear(Double($0)) }
    }

    /// ΔE between two pixels.
    public func delta(_ first: RGBA8, _ second: RGBA8) -> Double {
        delta(words: first.packed.littleEndian, second.packed.littleEndian)
    }

    /// ΔE between two pixel words as loaded from memory.
    func delta(words first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let p = Channels(first), q = Channels(second)
        if p.alpha == 255 && q.alpha == 255 {
            return formula.delta(opaqueLab(p), opaqueLab(q))
        }
        let overWhite = formula.delta(compositedLab(p, backdrop: 255), compositedLab(q, backdrop: 255))
        let overBlack = formula.delta(compositedLab(p, backdrop: 0), compositedLab(q, backdrop: 0))
        return max(overWhite, overBlack)
    }

    private func opaqueLab(_ pixel: Channels) -> LabColour {
        LabColour(linearRed: linearTable[pixel.red], green: linearTable[pixel.green], blue: linearTable[pixel.blue])
    }

    /// The pixel drawn with source-over onto an opaque grey `backdrop` (0 or 255), then in CIELAB.
    private func compositedLab(_ pixel: Channels, backdrop: Double) -> LabColour {
        if pixel.alpha == 255 { return opaqueLab(pixel) }
        let coverage = Double(pixel.alpha) / 255
        func over(_ channel: Int) -> Double { Double(channel) * coverage + backdrop * (1 - coverage) }
        return LabColour(sRGBRed: over(pixel.red), green: over(pixel.green), blue: over(pixel.blue))
    }
}

/// A small direct-mapped memo of ΔE per pair of pixel words: UI images repeat a few colour pairs
/// (a flat area moved, a tint over a bar) millions of times.
struct DeltaMemo {
    private static let bits = 12
    private var keys = [UInt64](repeating: 0, count: 1 << DeltaMemo.bits)
    private var values = [Double](repeating: 0, count: 1 << DeltaMemo.bits)
    private var lastKey: UInt64 = 0
    private var lastValue = 0.0
    let calculator: PixelDelta

    init(formula: ColourDifference) {
        calculator = PixelDelta(formula: formula)
    }

    /// ΔE of two unequal words (the key 0,0 marks an empty slot, so equal words must not be asked).
    @inline(__always)
    mutating func delta(_ first: UInt32, _ second: UInt32) -> Double {
        let key = UInt64(first) << 32 | UInt64(second)
        if key == lastKey { return lastValue }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - DeltaMemo.bits))
        let value: Double
        if keys[slot] == key {
            value = values[slot]
        } else {
            value = calculator.delta(words: first, second)
            keys[slot] = key
            values[slot] = value
        }
        lastKey = key
        lastValue = value
        return value
    }
}
