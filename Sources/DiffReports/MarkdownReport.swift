import PixelDiff

/// `report.md`: a heading with the counts, a table of every image that is not unchanged with a
/// link to its composite, and the unchanged ones folded away. Suitable for a pull-request comment
/// or `$GITHUB_STEP_SUMMARY`.
public enum MarkdownReport {
    /// The report as Markdown. `linkPrefix` goes before every image path (for example the URL
    /// where the report folder is published); empty keeps links relative to the report folder.
    public static func render(_ report: DiffReport, linkPrefix: String = "") -> String {
        let metric = report.options.metricName
        var lines: [String] = []
        lines.append("### Snapshot diff: \(report.countsLine)")
        lines.append("")
        lines.append("Expected: \(TextEscaping.markdown(report.expected)) · Actual: \(TextEscaping.markdown(report.actual)) · "
            + TextEscaping.markdown(ReportNumbers.options(report.options)))
        lines.append("")
        let differing = report.entries.filter { $0.status != .unchanged }
        if differing.isEmpty {
            lines.append("All \(report.entries.count) images match.")
        } else {
            lines.append("| Status | Image | Size | Differing pixels | Antialiasing | Largest \(metric) | Passes at | Composite |")
            lines.append("|---|---|---|--:|--:|--:|--:|---|")
            for entry in differing {
                lines.append("| " + row(entry, linkPrefix: linkPrefix).joined(separator: " | ") + " |")
            }
        }
        let unchanged = report.entries.filter { $0.status == .unchanged }
        if !unchanged.isEmpty && !differing.isEmpty {
            lines.append("")
            lines.append("<details><summary>\(unchanged.count) unchanged</summary>")
            lines.append("")
            for entry in unchanged {
                let note = entry.byteIdentical ? "" : " (within limits: \(entry.metrics?.differingPixels ?? 0) px differ)"
                lines.append("- " + TextEscaping.markdown(entry.name) + note)
            }
            lines.append("")
            lines.append("</details>")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ entry: DiffEntry, linkPrefix: String) -> [String] {
        var cells: [String] = ["**\(entry.status.rawValue)**", TextEscaping.markdown(entry.name), TextEscaping.markdown(ReportNumbers.sizes(entry))]
        if let metrics = entry.metrics {
            cells.append(TextEscaping.markdown(ReportNumbers.differing(metrics)))
            cells.append(String(metrics.antialiasedPixels))
            cells.append(ReportNumbers.delta(metrics.largestDelta))
            cells.append(TextEscaping.markdown(ReportNumbers.passingThreshold(metrics)))
        } else {
            cells += ["", "", "", ""]
        }
        if let composite = entry.images?.composite {
            cells.append("[composite](" + linkPrefix + TextEscaping.urlPath(composite) + ")")
        } else {
            cells.append("")
        }
        return cells
    }
}
