import Drawing
import Foundation

extension AuditRule {
    /// A `Material` drawn flat as its tint, without iOS's backdrop blur (warning).
    public static let materialApproximated = AuditRule("material-approximated", severity: .warning)
}

/// `material-approximated` (warning): each `Material` background or fill, drawn as a flat
/// translucent tint instead of iOS's blurred backdrop. Found from the `ApproximatedMaterial`
/// annotations the view kit leaves; one finding per use.
public struct MaterialCheck: AnnotationFindingCheck {
    /// A material check.
    public init() {}

    /// The rule reported.
    public var rule: AuditRule { .materialApproximated }
    /// The annotation read.
    public var annotationName: String { ComponentAnnotation.ApproximatedMaterial.component }

    /// The finding for one material.
    public func finding(for material: ComponentAnnotation) -> Finding {
        typealias Keys = ComponentAnnotation.ApproximatedMaterial
        let name = material.properties[Keys.name] ?? ""
        return Finding(rule: .materialApproximated, component: "Material", subject: name,
                       measured: "flat tint", threshold: "a blurred backdrop",
                       message: "the \(name) material is drawn as a flat translucent tint without iOS's backdrop blur (README, Materials)",
                       frame: material.frame)
    }
}
