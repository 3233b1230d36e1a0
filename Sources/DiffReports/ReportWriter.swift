import Foundation

/// Writes a diff's report folder: the images of every entry that differs under `images/`, then
/// the chosen documents (`report.html`, `report.md`, `report.json`, `junit.xml`). Every file is
/// written to a temporary name and renamed, so no half-written file is ever left behind.
public struct ReportWriter: Sendable {
    /// The documents to write.
    public var formats: [ReportFormat]
    /// Put before image paths in Markdown links (see ``MarkdownReport/render(_:linkPrefix:)``).
    public var markdownLinkPrefix: String
    /// Extension of the image files (the codec's).
    public var imageExtension: String

    /// A writer for the given formats.
    public init(formats: [ReportFormat], markdownLinkPrefix: String = "", imageExtension: String = "png") {
        self.formats = formats
        self.markdownLinkPrefix = markdownLinkPrefix
        self.imageExtension = imageExtension
    }

    /// What was written.
    public struct Written: Sendable {
        /// The report, with ``DiffEntry/images`` filled in.
        public var report: DiffReport
        /// Every file written, images first.
        public var files: [URL]
    }

    /// Writes the images of `run` and the documents into `folder` (created when missing).
    public func write(_ run: DiffRun, to folder: URL) throws(DiffError) -> Written {
        var report = run.report
        var files: [URL] = []
        for index in report.entries.indices {
            let entry = report.entries[index]
            guard let artefacts = run.artefacts[entry.name] else { continue }
            let base = ReportFiles.imageFolder(for: entry.name)
            var paths = EntryImagePaths()
            func store(_ data: Data?, _ kind: String) throws(DiffError) -> String? {
                guard let data else { return nil }
                let path = "\(base)/\(kind).\(imageExtension)"
                let url = folder.appendingPathComponent(path)
                try ReportFiles.writeAtomically(data, to: url)
                files.append(url)
                return path
            }
            paths.expected = try store(artefacts.expected, "expected")
            paths.actual = try store(artefacts.actual, "actual")
            paths.diff = try store(artefacts.diff, "diff")
            paths.composite = try store(artefacts.composite, "composite")
            report.entries[index].images = paths
        }
        files += try writeDocuments(report, to: folder)
        return Written(report: report, files: files)
    }

    /// Writes the documents of a report whose images are already in `folder` (used by `merge`).
    public func writeDocuments(_ report: DiffReport, to folder: URL) throws(DiffError) -> [URL] {
        var files: [URL] = []
        for format in formats {
            let data: Data
            switch format {
            case .json:
                data = try JSONReport.render(report)
            case .md:
                data = Data(MarkdownReport.render(report, linkPrefix: markdownLinkPrefix).utf8)
            case .junit:
                data = Data(JUnitReport.render(report).utf8)
            case .html:
                let html = HTMLReport.render(report) { path in
                    try? Data(contentsOf: folder.appendingPathComponent(path))
                }
                data = Data(html.utf8)
            }
            let url = folder.appendingPathComponent(format.fileName)
            try ReportFiles.writeAtomically(data, to: url)
            files.append(url)
        }
        return files
    }
}
