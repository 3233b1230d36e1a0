/// One family of rules run over a page. Checks are values: `DesignAudit.standardChecks` lists
/// them, and a caller can run its own selection.
public protocol AuditCheck: Sendable {
    /// The rules this check can report.
    var rules: [AuditRule] { get }
    /// The findings on `page`, in a stable order.
    func findings(on page: AuditedPage) -> [Finding]
}
