import PixelDiff

/// Numbers shown in the human-readable reports.
enum ReportNumbers {
    /// `448 (17.50%)`.
    static func differing(_ metrics: DiffMetrics) -> String {
        "\(metrics.differingPixels) (\(NumberFormat.percentage(metrics.ratio)))"
    }

    /// `6.16`.
    static func delta(_ value: Double) -> String { NumberFormat.fixed(value, places: 2) }

    /// `6.16`, `0 (exact)`, or `never (sizes differ)`.
    static func passingThreshold(_ metrics: DiffMetrics) -> String {
        guard let threshold = metrics.passingThreshold else { return "never (sizes differ)" }
        return threshold == 0 ? "0 (exact)" : NumberFormat.fixed(threshold, places: 2)
    }

    /// `1179x600`, or `1179x600 → 1179x616` when the sizes differ.
    static func sizes(_ entry: DiffEntry) -> String {
        switch (entry.expectedSize, entry.actualSize) {
        case (let expected?, let actual?): return expected == actual ? "\(expected)" : "\(expected) → \(actual)"
        case (let expected?, nil): return "\(expected)"
        case (nil, let actual?): return "\(actual)"
        case (nil, nil): return ""
        }
    }

    /// `threshold 0 (exact), antialiasing counted` or `threshold 0.80 ΔE00, antialiasing ignored, limit 10 px`.
    static func options(_ options: CompareOptions) -> String {
        var parts: [String] = []
        parts.append(options.threshold > 0 || options.pixelmatch != nil
            ? "threshold \(NumberFormat.fixed(options.threshold, places: 2)) \(options.metricName)" : "threshold 0 (exact)")
        parts.append(options.ignoreAntialiasing ? "antialiasing ignored" : "antialiasing counted")
        if let pixels = options.maxDiffPixels { parts.append("max \(pixels) px") }
        if let ratio = options.maxDiffRatio { parts.append("max ratio \(NumberFormat.percentage(ratio))") }
        return parts.joined(separator: ", ")
    }
}
