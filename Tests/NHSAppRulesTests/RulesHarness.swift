import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppRules
import NHSAppUI

/// Lays views out with the fixed-advance fake measurer (0.5 em a character, 1.25 em lines) and
/// runs the NHS audits (`NHSAppRules.checks`) over them.
enum RulesHarness {
    static let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)

    /// The display list of `view` at `width`, in `scheme` at `size`, on the scheme's screen background.
    static func layout<V: View>(_ view: V, width: CGFloat = 360, size: DynamicTypeSize = .large,
                                scheme: ColorScheme = .light, background: Color = .nhsBackground) throws -> DisplayList {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        environment.colorScheme = scheme
        return try ScreenLayout.layout(view, environment: environment, width: width, margins: 16, background: background,
                                       measurer: measurer, images: RulesFakeImages()).displayList
    }

    /// The findings for `view`.
    static func findings<V: View>(_ view: V, width: CGFloat = 360, size: DynamicTypeSize = .large,
                                  scheme: ColorScheme = .light) throws -> [Finding] {
        DesignAudit.findings(for: try layout(view, width: width, size: size, scheme: scheme), checks: NHSAppRules.checks)
    }

    /// The ids of the error findings.
    static func errorRules(_ findings: [Finding]) -> [AuditRule] {
        findings.filter { $0.severity == .error }.map(\.rule)
    }

    /// A text item measured by the fake measurer, placed with `frame` (its measured size when nil).
    static func text(_ string: String, at origin: CGPoint = .zero, size: CGFloat = 17, weight: FontWeight = .regular,
                     color: RGBAColor = .black, frame: CGRect? = nil, wrapWidth: CGFloat? = nil, lineLimit: Int? = nil) -> TextItem {
        let spec = TextSpec(string: string, font: FontSpec(size: size, weight: weight), lineLimit: lineLimit)
        let measurement = measurer.measure(spec, width: wrapWidth ?? frame?.width)
        let placed = frame ?? CGRect(origin: origin, size: measurement.size)
        return TextItem(spec: spec, color: color, frame: placed, wrapWidth: wrapWidth ?? placed.width, measurement: measurement)
    }
}

/// Assets of known sizes: "photo" is 300×200, "campaign-organ-donation" 1200×800; anything else is unknown.
struct RulesFakeImages: ImageSizing {
    struct Unknown: Error, CustomStringConvertible {
        let name: String
        var description: String { "no asset named \(name)" }
    }

    func imageSize(named name: String) throws -> CGSize {
        switch name {
        case "photo": return CGSize(width: 300, height: 200)
        case "campaign-organ-donation": return CGSize(width: 1200, height: 800)
        default: throw Unknown(name: name)
        }
    }
}
