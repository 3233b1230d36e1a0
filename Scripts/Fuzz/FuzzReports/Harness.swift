import Foundation
import FuzzSupport
@testable import DiffReports
@testable import PixelDiff

/// libFuzzer entry: a report whose names, paths, messages and numbers come from the input (any
/// UTF-8 repair of any bytes, any double bit pattern, negative and huge counts) rendered as HTML,
/// Markdown, JSON and JUnit. JSON either refuses (non-finite numbers) or reads back equal; the
/// JUnit XML carries no character XML 1.0 forbids; merging a report with itself is refused.
let fuzzReports: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    var input = FuzzInput(start, count)
    var options = CompareOptions(threshold: input.anyDouble(), ignoreAntialiasing: input.flag())
    if input.flag() { options.pixelmatch = PixelmatchOptions() }
    if input.flag() { options.maxDiffPixels = Int(truncatingIfNeeded: Int64(bitPattern: UInt64(input.byte()) << 56)) }
    var entries: [DiffEntry] = []
    for _ in 0..<input.number(below: 5) {
        let status = DiffEntry.Status.allCases[input.number(below: 4)]
        var entry = DiffEntry(name: input.string(), status: status, expectedPath: input.flag() ? input.string() : nil,
                              actualPath: input.string(), byteIdentical: input.flag(), message: input.string())
        if input.flag() {
            let size = PixelSize(width: Int(input.byte()) - 1, height: input.number(below: 70_000))
            entry.expectedSize = size
            entry.actualSize = input.flag() ? size : PixelSize(width: input.number(below: 70_000), height: 3)
            let region = DiffRegion(x: Int(input.byte()) - 128, y: input.number(below: 70_000), width: Int(input.byte()),
                                    height: Int(input.byte()) - 9, pixelCount: input.number(below: 70_000))
            let result = DiffResult(
                expectedSize: size, actualSize: size, isIdentical: false, differingPixels: input.number(below: 70_000) - 5,
                antialiasedPixels: Int(input.byte()), comparedPixels: input.number(below: 70_000), largestDelta: input.anyDouble(),
                passingThreshold: input.flag() ? nil : input.anyDouble(), regions: [region], omittedRegionCount: Int(input.byte()),
                passes: input.flag(), options: options, diffImage: nil)
            var metrics = DiffMetrics(result)
            metrics.ratio = input.anyDouble()
            entry.metrics = metrics
        }
        if input.flag() {
            entry.images = EntryImagePaths(expected: input.string(), actual: input.string(), diff: input.string(), composite: input.string())
        }
        entries.append(entry)
    }
    let report = DiffReport(expected: input.string(), actual: input.string(), options: options, entries: entries)

    _ = HTMLReport.render(report, imageData: { _ in nil })
    _ = MarkdownReport.render(report, linkPrefix: input.string())
    let junit = JUnitReport.render(report)
    for scalar in junit.unicodeScalars {
        let value = scalar.value
        precondition(value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF),
                     "JUnit XML carries U+\(String(value, radix: 16))")
    }
    _ = report.countsLine
    if let json = try? JSONReport.render(report) {
        let back: DiffReport
        do { back = try JSONReport.parse(json, source: "fuzz.json") } catch { fatalError("the JSON report does not read back: \(error)") }
        precondition(back == report, "the JSON report reads back different")
    }
    if !entries.isEmpty {
        precondition((try? ReportMerger.merge([(report, "a"), (report, "b")])) == nil, "a report merged with itself")
    }
    return 0
}
