/// The failure-message paragraph of a ``DiffResult``.
enum DiffSummary {
    static func describe(_ result: DiffResult) -> String {
        let options = result.options
        let metric = options.metricName
        if result.isIdentical {
            return "identical: \(result.expectedSize), all \(result.comparedPixels) pixels have the same bytes"
        }
        var parts: [String] = []
        let verdict = result.passes ? "match" : "differ"
        if result.sizesDiffer {
            let overlap = min(result.expectedSize.width, result.actualSize.width)
                * min(result.expectedSize.height, result.actualSize.height)
            let onlyInOne = result.expectedSize.area + result.actualSize.area - 2 * overlap
            parts.append("sizes differ: expected \(result.expectedSize), actual \(result.actualSize)")
            parts.append("\(result.differingPixels) of \(result.comparedPixels) pixels differ (\(NumberFormat.percentage(result.ratio))), "
                + "\(onlyInOne) of them in only one image")
        } else {
            parts.append("\(verdict): \(result.differingPixels) of \(result.comparedPixels) pixels differ (\(NumberFormat.percentage(result.ratio)))")
        }
        let threshold = options.effectiveThreshold
        parts.append(threshold == 0 && options.pixelmatch == nil ? "threshold 0 (exact)" : "threshold \(NumberFormat.fixed(threshold, places: 2)) \(metric)")
        let allowed = options.allowedDifferingPixels(outOf: result.comparedPixels)
        if allowed > 0 { parts.append("limit \(allowed) pixels") }
        let aaVerb = options.ignoreAntialiasing ? "ignored" : "counted"
        parts.append("\(result.antialiasedPixels) antialiasing pixels \(aaVerb)")
        parts.append("largest \(metric) \(NumberFormat.fixed(result.largestDelta, places: 2))")
        if let passing = result.passingThreshold, !result.passes {
            parts.append("would pass at threshold \(NumberFormat.fixed(passing, places: 2))")
        }
        if !result.regions.isEmpty {
            let listed = result.regions.map(\.description).joined(separator: ", ")
            let more = result.omittedRegionCount > 0 ? " and \(result.omittedRegionCount) more" : ""
            let count = result.regions.count + result.omittedRegionCount
            parts.append("\(count) changed region\(count == 1 ? "" : "s"): \(listed)\(more)")
        }
        return parts.joined(separator: "; ")
    }
}
