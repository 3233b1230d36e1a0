import Foundation

extension SnapshotSession {
    /// Renders every cell of `plan` and audits it against its scenario's expected findings; nothing
    /// is written. The summary's `audit` holds the findings; a cell that cannot be rendered, or whose
    /// renderer gives no display list, is `failed`.
    public func audit(_ plan: SnapshotPlan) -> RunSummary {
        let renderer = backend.renderer
        let audits = AuditCollector(renderer: backend.raster)
        var summary = run(plan, action: "audit") { cell in
            do {
                let image = try renderer.render(cell.scenario.makeView(), configuration: cell.configuration)
                guard image.displayList != nil else {
                    return .failed("the \(renderer.name) renderer gives no display list, so the cell cannot be audited")
                }
                audits.audit(cell, image)
                return .rendered
            } catch {
                return .failed(String(describing: error))
            }
        }
        summary.audit = audits.report(for: plan) ?? AuditReport(cells: [])
        return summary
    }
}
