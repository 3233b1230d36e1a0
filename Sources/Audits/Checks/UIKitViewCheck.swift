import Drawing
import Foundation

extension AuditRule {
    /// A UIKit view a representable made that is drawn as a placeholder box (warning).
    public static let uiKitViewNotDrawn = AuditRule("uikit-view-not-drawn", severity: .warning)
}

/// `uikit-view-not-drawn` (warning): each UIKit view from a `UIViewRepresentable` or
/// `UIViewControllerRepresentable` that the kit cannot draw, so a placeholder box named by its
/// class stands in. Found from the `UndrawnUIKitView` annotations the view kit leaves.
public struct UIKitViewCheck: AnnotationFindingCheck {
    /// A UIKit view check.
    public init() {}

    /// The rule reported.
    public var rule: AuditRule { .uiKitViewNotDrawn }
    /// The annotation read.
    public var annotationName: String { ComponentAnnotation.UndrawnUIKitView.component }

    /// The finding for one view.
    public func finding(for view: ComponentAnnotation) -> Finding {
        typealias Keys = ComponentAnnotation.UndrawnUIKitView
        let name = view.properties[Keys.name] ?? ""
        let owner = view.properties[Keys.owner] ?? ""
        return Finding(rule: .uiKitViewNotDrawn, component: owner, subject: name,
                       measured: "placeholder", threshold: "the UIKit view drawn",
                       message: "\(owner) makes a \(name), which cannot be drawn here: a placeholder box stands in (README, UIKit views)",
                       frame: view.frame)
    }
}
