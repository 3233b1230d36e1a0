import Foundation
import PixelDiff

/// `report.html`: one page that works alone. Images are embedded as data URIs; images that
/// differ come first, each with its numbers, expected | actual | diff side by side with the
/// changed regions boxed, a slider whose handle is the split and an onion-skin view, each with a
/// "highlight" that amplifies faint differences; unchanged images are listed at the end. The page
/// reflows to one column on a phone (390 px) with nothing wider than the screen.
public enum HTMLReport {
    /// The page. `imageData` returns the bytes of an image path from ``DiffEntry/images``
    /// (relative to the report folder), or `nil` when it is not available.
    public static func render(_ report: DiffReport, imageData: (String) -> Data?) -> String {
        withoutActuallyEscaping(imageData) { imageData in
            var page = HTMLPage(report: report, imageData: imageData)
            return page.render()
        }
    }
}

/// Builds the HTML text of one report.
struct HTMLPage {
    let report: DiffReport
    let imageData: (String) -> Data?
    var html = ""

    init(report: DiffReport, imageData: @escaping (String) -> Data?) {
        self.report = report
        self.imageData = imageData
    }

    mutating func render() -> String {
        let differing = report.entries.enumerated().filter { $0.element.status != .unchanged }
        html += "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>Snapshot diff: \(escape(report.countsLine))</title>\n<style>\n\(HTMLReportAssets.style)</style>\n</head>\n<body>\n"
        renderHeader(differing: differing.map(\.offset))
        html += "<main>\n"
        for (index, entry) in differing { renderEntry(entry, index: index) }
        renderUnchanged()
        html += "</main>\n<script>\n\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
        return html
    }

    private mutating func renderHeader(differing: [Int]) {
        html += "<header>\n<h1>Snapshot diff</h1>\n"
        html += "<p class=\"sides\">Expected <code>\(escape(report.expected))</code> · actual <code>\(escape(report.actual))</code></p>\n"
        html += "<p class=\"options\">\(escape(ReportNumbers.options(report.options)))</p>\n<ul class=\"counts\">"
        for status in DiffEntry.Status.allCases {
            html += "<li><span class=\"badge \(status.rawValue)\">\(report.count(status)) \(status.rawValue)</span></li>"
        }
        html += "</ul>\n"
        if !differing.isEmpty {
            html += "<nav><ol>"
            for index in differing {
                let entry = report.entries[index]
                html += "<li><a href=\"#entry-\(index)\">\(escape(entry.name))</a> <small>\(entry.status.rawValue)</small></li>"
            }
            html += "</ol></nav>\n"
        }
        html += "</header>\n"
    }

    private mutating func renderEntry(_ entry: DiffEntry, index: Int) {
        let id = "entry-\(index)"
        html += "<section class=\"entry \(entry.status.rawValue)\" id=\"\(id)\">\n"
        html += "<h2><span class=\"badge \(entry.status.rawValue)\">\(entry.status.rawValue)</span> \(escape(entry.name))</h2>\n"
        html += "<p class=\"summary\">\(escape(entry.message))</p>\n"
        renderNumbers(entry)
        let canvas = canvasSize(entry)
        let boxes = entry.metrics?.regions ?? []
        let expected = source(entry.images?.expected), actual = source(entry.images?.actual), diff = source(entry.images?.diff)
        if entry.status == .changed && (expected == nil || actual == nil) {
            html += "<p class=\"missing\">The images of this entry were not kept.</p>\n"
        } else if entry.status == .changed, let expected, let actual {
            html += "<div class=\"tabs\" role=\"tablist\">"
            for (view, title) in [("side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin")] {
                html += "<button type=\"button\" role=\"tab\" data-view=\"\(view)\" aria-selected=\"\(view == "side")\">\(title)</button>"
            }
            html += "<button type=\"button\" class=\"highlight\" aria-pressed=\"false\">Highlight differences</button>"
            html += "</div>\n<div class=\"view side\" data-view=\"side\">\n"
            figure("Expected", image: expected, size: entry.expectedSize, canvas: canvas, boxes: boxes, id: "\(id)-expected")
            figure("Actual", image: actual, size: entry.actualSize, canvas: canvas, boxes: boxes, id: "\(id)-actual")
            figure("Diff", image: diff, size: canvas, canvas: canvas, boxes: boxes, id: "\(id)-diff")
            html += "</div>\n"
            overlayView("slider", entry: entry, id: id, canvas: canvas, initial: 50)
            overlayView("onion", entry: entry, id: id, canvas: canvas, initial: 50)
        } else {
            html += "<div class=\"side single\">\n"
            let (title, image, size) = entry.status == .removed ? ("Expected (removed)", expected, entry.expectedSize) : ("Actual (added)", actual, entry.actualSize)
            figure(title, image: image, size: size, canvas: canvas, boxes: [], id: "\(id)-only")
            html += "</div>\n"
        }
        if let composite = entry.images?.composite {
            html += "<p class=\"summary\">Composite PNG beside this report: <a href=\"\(escape(TextEscaping.urlPath(composite)))\">\(escape(composite))</a></p>\n"
        }
        html += "</section>\n"
    }

    private mutating func renderNumbers(_ entry: DiffEntry) {
        var rows: [(String, String)] = [("Size", ReportNumbers.sizes(entry))]
        if let metrics = entry.metrics {
            let metric = report.options.metricName
            rows.append(("Differing pixels", ReportNumbers.differing(metrics)))
            rows.append(("Antialiasing pixels", "\(metrics.antialiasedPixels)"))
            rows.append(("Largest \(metric)", ReportNumbers.delta(metrics.largestDelta)))
            rows.append(("Would pass at threshold", ReportNumbers.passingThreshold(metrics)))
            let regionList = metrics.regions.map(\.description).joined(separator: "; ")
            let more = metrics.omittedRegionCount > 0 ? "; and \(metrics.omittedRegionCount) more" : ""
            rows.append(("Changed regions", "\(metrics.regions.count + metrics.omittedRegionCount)" + (regionList.isEmpty ? "" : ": " + regionList + more)))
        }
        if let path = entry.expectedPath { rows.append(("Expected file", path)) }
        if let path = entry.actualPath { rows.append(("Actual file", path)) }
        html += "<table class=\"numbers\">"
        for (name, value) in rows { html += "<tr><th>\(escape(name))</th><td>\(escape(value))</td></tr>" }
        html += "</table>\n"
    }

    private mutating func renderUnchanged() {
        let unchanged = report.entries.filter { $0.status == .unchanged }
        guard !unchanged.isEmpty else { return }
        html += "<details class=\"unchanged\"><summary>\(unchanged.count) unchanged</summary><ul>\n"
        for entry in unchanged {
            let note = entry.byteIdentical ? "" : " <small>(within limits: \(entry.metrics?.differingPixels ?? 0) px differ)</small>"
            html += "<li>\(escape(entry.name))\(note)</li>\n"
        }
        html += "</ul></details>\n"
    }
}
