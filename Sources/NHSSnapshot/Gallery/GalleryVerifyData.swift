import Audits
import Foundation
import SnapshotCore

/// What the last `verify` found, for the gallery, written as `gallery-verify.js`
/// (`window.NHS_VERIFY = {…};`): every cell that differs or has no golden with its expected,
/// actual and diff images (the failure artefacts, relative to the output folder), the audit's
/// findings per cell, and the report folder's page when it exists.
public struct GalleryVerifyData: Codable, Sendable, Equatable {
    /// A changed cell.
    public struct Change: Codable, Sendable, Equatable {
        /// `Component/scenario/stem`, the key the gallery's cells use.
        public var key: String
        /// `changed`, `added` (no golden) or `failed`.
        public var status: String
        /// The comparison's summary.
        public var message: String
        /// Images relative to the output folder, when they exist.
        public var expected: String?, actual: String?, diff: String?
    }
    /// One audit finding.
    public struct Finding: Codable, Sendable, Equatable {
        public var severity: String, rule: String, message: String, expected: Bool
    }

    /// `report/report.html`, when the report was written.
    public var report: String?
    /// The matrix verified.
    public var matrix: String
    /// Changed cells, in plan order.
    public var changes: [Change]
    /// Findings by `Component/scenario/stem`.
    public var findings: [String: [Finding]]

    /// Nothing verified yet.
    public static let empty = GalleryVerifyData(report: nil, matrix: "", changes: [], findings: [:])

    /// A value from its parts.
    public init(report: String?, matrix: String, changes: [Change], findings: [String: [Finding]]) {
        self.report = report
        self.matrix = matrix
        self.changes = changes
        self.findings = findings
    }

    /// The data of a verify run whose artefacts are under `outputFolder/failures`.
    public init(summary: RunSummary, matrix: SnapshotMatrix, outputFolder: URL, reportWritten: Bool) {
        func existing(_ path: GoldenPath, _ variant: String) -> String? {
            let segments = [RunOutputFolders.failures] + path.components(variant: variant)
            let url = segments.reduce(outputFolder) { $0.appendingPathComponent($1) }
            return FileManager.default.fileExists(atPath: url.path) ? GalleryData.href(segments) : nil
        }
        let changes = summary.reports.compactMap { report -> Change? in
            let status: String, message: String
            switch report.outcome {
            case .differed(let summary): (status, message) = ("changed", summary)
            case .missing: (status, message) = ("added", "no golden; record it with `nhs-snapshots record --missing`")
            case .failed(let error): (status, message) = ("failed", error)
            default: return nil
            }
            let path = report.path
            return Change(key: "\(path.component)/\(path.scenario)/\(path.stem)", status: status, message: message,
                          expected: existing(path, "expected"), actual: existing(path, "actual"), diff: existing(path, "diff"))
        }
        var findings: [String: [Finding]] = [:]
        for cell in summary.audit?.cells ?? [] {
            let list = cell.outcome.unexpected.map { Finding(severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message, expected: false) }
                + cell.outcome.expected.map { Finding(severity: $0.severity.rawValue, rule: $0.rule.rawValue, message: $0.message, expected: true) }
            findings["\(cell.scenario)/\(cell.cell)"] = list
        }
        self.init(report: reportWritten ? GalleryData.href([RunOutputFolders.report, "report.html"]) : nil,
                  matrix: matrix.description, changes: changes, findings: findings)
    }

    /// The text of `gallery-verify.js`.
    public func script() throws -> String { try GalleryData.script("NHS_VERIFY", self) }
}
