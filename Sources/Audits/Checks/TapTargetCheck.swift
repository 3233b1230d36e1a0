import Drawing
import Foundation

/// Every tap target is at least 44 × 44 pt (HIG; WCAG 2.5.5).
public struct TapTargetCheck: AuditCheck {
    /// A tap target check.
    public init() {}

    /// Reports `tap-target-size`.
    public var rules: [AuditRule] { [.tapTargetSize] }

    /// One finding per target narrower or shorter than the minimum (1/100 pt of float noise allowed).
    public func findings(on page: AuditedPage) -> [Finding] {
        let minimum = page.configuration.minimumTapTarget
        let noise: CGFloat = 0.01
        return page.list.tapTargets.compactMap { target in
            let size = target.frame.size
            guard size.width < minimum - noise || size.height < minimum - noise else { return nil }
            var short: [String] = []
            if size.width < minimum - noise { short.append("narrower") }
            if size.height < minimum - noise { short.append("shorter") }
            return Finding(rule: .tapTargetSize, component: "TapTarget",
                           subject: target.label.isEmpty ? "unlabelled control" : target.label,
                           measured: FindingText.size(size), threshold: FindingText.size(CGSize(width: minimum, height: minimum)),
                           message: "the tap target is \(short.joined(separator: " and ")) than \(DumpFormat.number(minimum)) pt",
                           frame: target.frame)
        }
    }
}
