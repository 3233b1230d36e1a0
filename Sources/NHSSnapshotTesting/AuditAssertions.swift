import Audits
import Foundation
import NHSSnapshot
import ViewKit

/// Runs the design audits on a rendered page and returns a failure message, or nil when it passes:
/// no error that `expected` does not cover, and every expectation in force for the cell found.
/// Warnings never fail. The message lists each failure on its own line, located in `scenario` and
/// the cell's file stem. Backdrops are drawn with the raster of the backend in effect (`SnapshotTesting.backend`).
public func verifyAudit(of image: SnapshotImage, configuration: SnapshotConfiguration, scenario: String? = nil,
                        expecting expected: [ExpectedFinding] = []) -> String? {
    guard let list = image.displayList else { return NoDisplayListToAudit().description }
    let stem = configuration.fileStem
    do {
        let findings = try SnapshotAudit.findings(for: list, scale: configuration.scale, scenario: scenario, cell: stem,
                                                  images: configuration.images, renderer: SnapshotTesting.backend.raster)
        let audit = CellAudit(scenario: scenario ?? "view", cell: stem,
                              outcome: FindingExpectations.evaluate(findings, expected: expected, cell: stem))
        let failures = audit.outcome.failingFindings.map(\.description) + audit.missingLines
        guard !failures.isEmpty else { return nil }
        return "design audit failed in \(stem) (\(failures.count) failure(s)):\n" + failures.joined(separator: "\n")
    } catch {
        return "could not audit \(stem): \(error)"
    }
}

/// Renders `view` in one cell with the backend in effect (`SnapshotTesting.backend`) and audits it;
/// see `verifyAudit(of:configuration:scenario:expecting:)`.
public func verifyAudit<V: View>(of view: @autoclosure () throws -> V,
                                 configuration: SnapshotConfiguration = SnapshotConfiguration(device: .iPhone16),
                                 scenario: String? = nil, expecting expected: [ExpectedFinding] = []) -> String? {
    do {
        let image = try SnapshotTesting.backend.renderer.render(AnyView(try view()), configuration: configuration)
        return verifyAudit(of: image, configuration: configuration, scenario: scenario, expecting: expected)
    } catch {
        return "could not render \(configuration.fileStem): \(error)"
    }
}

/// Asserts that `view` passes the design audits in one cell; works in Swift Testing and XCTest.
public func assertAudit<V: View>(
    of view: @autoclosure () throws -> V, configuration: SnapshotConfiguration = SnapshotConfiguration(device: .iPhone16),
    expecting expected: [ExpectedFinding] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyAudit(of: try view(), configuration: configuration, expecting: expected) {
        recordSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
