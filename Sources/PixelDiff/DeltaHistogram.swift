/// Counts changed pixels by ΔE in steps of 0.01, to find the smallest threshold that would pass.
struct DeltaHistogram {
    static let binsPerUnit = 100.0
    static let lastBin = 30_000  // ΔE 300, above any CIELAB distance between sRGB colours
    private var bins = [Int32](repeating: 0, count: DeltaHistogram.lastBin + 1)
    private(set) var total = 0
    private(set) var largest = 0.0

    /// Records a pixel whose ΔE is `delta`; bin b holds deltas in ((b−1)/100, b/100].
    @inline(__always)
    mutating func add(_ delta: Double) {
        let bin = min(Self.lastBin, Int((delta * Self.binsPerUnit).rounded(.up)))
        bins[bin] &+= 1
        total += 1
        if delta > largest { largest = delta }
    }

    /// Adds the pixels `other` recorded.
    mutating func merge(_ other: DeltaHistogram) {
        guard other.total > 0 else { return }
        for bin in 0...Self.lastBin where other.bins[bin] != 0 { bins[bin] &+= other.bins[bin] }
        total += other.total
        largest = max(largest, other.largest)
    }

    /// The smallest threshold at which no more than `allowed` recorded pixels exceed it:
    /// 0 (exact) when the pixels are few enough already, else a multiple of 0.01.
    func passingThreshold(allowed: Int) -> Double {
        if total <= allowed { return 0 }
        var above = total
        for bin in 0...Self.lastBin {
            above -= Int(bins[bin])
            if above <= allowed { return Double(max(bin, 1)) / Self.binsPerUnit }
        }
        return Double(Self.lastBin) / Self.binsPerUnit
    }
}
