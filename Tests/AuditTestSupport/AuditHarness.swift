import Audits
import Drawing
import Foundation
import LayoutEngine
import NHSAppUI

/// Lays views out with the fixed-advance fake measurer (0.5 em a character, 1.25 em lines) and
/// runs audits over them: the general checks by default, or the checks given (the NHS rules'
/// tests pass `NHSAppRules.checks`). Shared by the Audits and NHSAppRules test targets.
public enum AuditHarness {
    public static let measurer = FixedAdvanceMeasurer(advance: 0.5, lineHeightMultiple: 1.25)

    /// The display list of `view` at `width`, in `scheme` at `size`, on the scheme's screen background.
    public static func layout<V: View>(_ view: V, width: CGFloat = 360, size: DynamicTypeSize = .large,
                                scheme: ColorScheme = .light, background: Color = .nhsBackground) throws -> DisplayList {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        environment.colorScheme = scheme
        return try ScreenLayout.layout(view, environment: environment, width: width, margins: 16, background: background,
                                       measurer: measurer, images: FakeImages()).displayList
    }

    /// The findings for `view`.
    public static func findings<V: View>(_ view: V, width: CGFloat = 360, size: DynamicTypeSize = .large,
                                         scheme: ColorScheme = .light,
                                         checks: [any AuditCheck] = DesignAudit.standardChecks) throws -> [Finding] {
        DesignAudit.findings(for: try layout(view, width: width, size: size, scheme: scheme), checks: checks)
    }

    /// The ids of the error findings.
    public static func errorRules(_ findings: [Finding]) -> [AuditRule] {
        findings.filter { $0.severity == .error }.map(\.rule)
    }

    /// A text item measured by the fake measurer, placed with `frame` (its measured size when nil).
    public static func text(_ string: String, at origin: CGPoint = .zero, size: CGFloat = 17, weight: FontWeight = .regular,
                     color: RGBAColor = .black, frame: CGRect? = nil, wrapWidth: CGFloat? = nil, lineLimit: Int? = nil) -> TextItem {
        let spec = TextSpec(string: string, font: FontSpec(size: size, weight: weight), lineLimit: lineLimit)
        let measurement = measurer.measure(spec, width: wrapWidth ?? frame?.width)
        let placed = frame ?? CGRect(origin: origin, size: measurement.size)
        return TextItem(spec: spec, color: color, frame: placed, wrapWidth: wrapWidth ?? placed.width, measurement: measurement)
    }
}

/// Assets of known sizes: "photo" is 300×200, "campaign-organ-donation" 1200×800; anything else is unknown.
public struct FakeImages: ImageSizing {
    /// Creates the fake sizes.
    public init() {}

    /// No asset has this name.
    public struct Unknown: Error, CustomStringConvertible {
        let name: String
        public var description: String { "no asset named \(name)" }
    }

    public func imageSize(named name: String) throws -> CGSize {
        switch name {
        case "photo": return CGSize(width: 300, height: 200)
        case "campaign-organ-donation": return CGSize(width: 1200, height: 800)
        default: throw Unknown(name: name)
        }
    }
}
