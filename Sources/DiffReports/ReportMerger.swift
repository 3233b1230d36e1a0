import Foundation

/// Combines the JSON reports of CI shards into one report.
public enum ReportMerger {
    /// One report holding every entry of `reports`.
    ///
    /// - Throws: ``DiffError`` when no report is given, the shards used different comparison
    ///   options, or one image appears in two shards.
    public static func merge(_ reports: [(report: DiffReport, source: String)]) throws(DiffError) -> DiffReport {
        guard let first = reports.first else { throw DiffError("merge needs at least one JSON report") }
        var seen: [String: String] = [:]
        var entries: [DiffEntry] = []
        for (report, source) in reports {
            guard report.options == first.report.options else {
                throw DiffError("\(source) was compared with other options than \(first.source) (\(ReportNumbers.options(report.options)) "
                    + "vs \(ReportNumbers.options(first.report.options))); shards must use the same options")
            }
            for entry in report.entries {
                if let other = seen[entry.name] {
                    throw DiffError("the image \(entry.name) appears in both \(other) and \(source)")
                }
                seen[entry.name] = source
                entries.append(entry)
            }
        }
        func joined(_ values: [String]) -> String {
            var unique: [String] = []
            for value in values where !unique.contains(value) { unique.append(value) }
            return unique.joined(separator: " + ")
        }
        return DiffReport(
            expected: joined(reports.map(\.report.expected)), actual: joined(reports.map(\.report.actual)),
            options: first.report.options, entries: entries)
    }

    /// Reads the shards' `report.json` files, copies their images into `folder` and writes the
    /// merged documents there with `writer`.
    public static func merge(reportFiles: [URL], into folder: URL, writer: ReportWriter) throws(DiffError) -> ReportWriter.Written {
        var reports: [(report: DiffReport, source: String)] = []
        for file in reportFiles {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder) else {
                throw DiffError("no such report: \(file.path)")
            }
            let json = isFolder.boolValue ? file.appendingPathComponent(ReportFormat.json.fileName) : file
            let report = try JSONReport.parse(try readFile(json, shownAs: json.path), source: json.path)
            reports.append((report, json.path))
        }
        let merged = try merge(reports)
        var files: [URL] = []
        for (report, source) in reports {
            let shardFolder = URL(fileURLWithPath: source).deletingLastPathComponent()
            for entry in report.entries {
                guard let images = entry.images else { continue }
                for path in [images.expected, images.actual, images.diff, images.composite].compactMap({ $0 }) {
                    guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
                        throw DiffError("\(source) names an image outside its folder: \(path)")
                    }
                    let from = shardFolder.appendingPathComponent(path), to = folder.appendingPathComponent(path)
                    if from.standardizedFileURL.path == to.standardizedFileURL.path { continue }
                    try ReportFiles.writeAtomically(try readFile(from, shownAs: from.path), to: to)
                    files.append(to)
                }
            }
        }
        files += try writer.writeDocuments(merged, to: folder)
        return ReportWriter.Written(report: merged, files: files)
    }
}
