import Audits
import Foundation
import Raster

/// The audit of one matrix cell of one scenario: its findings sorted against what the scenario expects.
public struct CellAudit: Hashable, Sendable {
    /// The scenario's id, `Component/name`.
    public let scenario: String
    /// The cell's file stem, `iphone16-393-AX5-dark`.
    public let cell: String
    /// The findings, split into unexpected and expected, and the expectations that did not occur.
    public let outcome: ExpectationOutcome

    /// An audited cell.
    public init(scenario: String, cell: String, outcome: ExpectationOutcome) {
        self.scenario = scenario
        self.cell = cell
        self.outcome = outcome
    }

    /// Audits `image` of `cell` (when it has a display list) against its scenario's expected findings;
    /// nil when the renderer gave no display list. Backdrops are drawn with `renderer`, the backend's.
    ///
    /// - Throws: when the backdrop for text over a photo cannot be drawn.
    public static func audit(_ image: SnapshotImage, of cell: SnapshotCell,
                             configuration: AuditConfiguration = .standard, renderer: Renderer?) throws -> CellAudit? {
        guard let list = image.displayList else { return nil }
        let stem = cell.configuration.fileStem
        let findings = try SnapshotAudit.findings(for: list, scale: cell.configuration.scale, scenario: cell.scenario.id,
                                                  cell: stem, configuration: configuration,
                                                  images: cell.configuration.images, renderer: renderer)
        return CellAudit(scenario: cell.scenario.id, cell: stem,
                         outcome: FindingExpectations.evaluate(findings, expected: cell.scenario.expectedFindings, cell: stem))
    }

    /// One line per expectation that did not occur:
    /// `error expected-finding-missing CampaignCard/x [stem]: campaign-title-length did not occur`.
    public var missingLines: [String] {
        outcome.missing.map { "error expected-finding-missing \(scenario) [\(cell)]: \($0) did not occur" }
    }
}
