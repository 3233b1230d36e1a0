import Drawing

/// One family of rules run over a page. Checks are values: `DesignAudit.standardChecks` lists
/// them, and a caller can run its own selection.
public protocol AuditCheck: Sendable {
    /// The rules this check can report.
    var rules: [AuditRule] { get }
    /// The findings on `page`, in a stable order.
    func findings(on page: AuditedPage) -> [Finding]
}

/// A check of one rule with one finding per annotation of one name, in annotation order: what
/// the view kit marks as drawn otherwise than on iOS (a placeholder symbol, a flat material, a
/// shader not run, a UIKit view not drawn).
public protocol AnnotationFindingCheck: AuditCheck {
    /// The rule reported.
    var rule: AuditRule { get }
    /// The annotation's name.
    var annotationName: String { get }
    /// The finding for one annotation.
    func finding(for annotation: ComponentAnnotation) -> Finding
}

extension AnnotationFindingCheck {
    /// The one rule.
    public var rules: [AuditRule] { [rule] }

    /// One finding per annotation named `annotationName`.
    public func findings(on page: AuditedPage) -> [Finding] {
        page.annotations(named: annotationName).map(finding(for:))
    }
}
