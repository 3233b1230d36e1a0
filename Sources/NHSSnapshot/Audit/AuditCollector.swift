import Foundation
import Raster
import SnapshotCore

/// Gathers the audits of cells rendered on several threads, then hands them back in plan order.
final class AuditCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var audits: [GoldenPath: CellAudit] = [:]
    private var problems: [GoldenPath: String] = [:]
    private let renderer: Renderer?

    /// A collector drawing backdrops with `renderer`, the backend's raster.
    init(renderer: Renderer?) {
        self.renderer = renderer
    }

    /// Audits `image` of `cell`; a cell without a display list is left out.
    func audit(_ cell: SnapshotCell, _ image: SnapshotImage) {
        do {
            guard let audit = try CellAudit.audit(image, of: cell, renderer: renderer) else { return }
            lock.lock(); defer { lock.unlock() }
            audits[cell.path] = audit
        } catch {
            lock.lock(); defer { lock.unlock() }
            problems[cell.path] = "\(cell.scenario.id) [\(cell.configuration.fileStem)]: \(error)"
        }
    }

    /// The report for `plan`'s cells, in plan order; nil when no cell was audited.
    func report(for plan: SnapshotPlan) -> AuditReport? {
        lock.lock(); defer { lock.unlock() }
        guard !audits.isEmpty || !problems.isEmpty else { return nil }
        return AuditReport(cells: plan.cells.compactMap { audits[$0.path] },
                           problems: plan.cells.compactMap { problems[$0.path] })
    }
}
