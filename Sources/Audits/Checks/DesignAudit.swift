import Drawing
import Foundation

/// Runs the design audits over a rendered page.
///
/// ```swift
/// let findings = DesignAudit.findings(for: screen.displayList)
///     .map { $0.located(scenario: "banner/spec-example", cell: "iphone-15/L/light") }
/// let outcome = FindingExpectations.evaluate(findings, expected: scenario.expectedFindings, cell: cellName)
/// ```
public enum DesignAudit {
    /// The general checks, in report order: contrast, tap targets, text fit, overlap, hints that
    /// repeat their label, unknown symbols, approximated materials, shaders not run, UIKit views and maps not drawn. A component library adds its
    /// own rules (and their settings) to these (NHSAppRules.checks for the NHS cards).
    public static let standardChecks: [any AuditCheck] = [
        TextContrastCheck(), NonTextContrastCheck(), TapTargetCheck(), TextFitCheck(), WordBreakCheck(), OverlapCheck(),
        HintRepetitionCheck(), UnknownSymbolCheck(), MaterialCheck(), ShaderCheck(), UIKitViewCheck(), MapCheck(),
    ]

    /// The findings of `checks` on `list`, rules in `configuration.disabledRules` left out.
    ///
    /// - Parameters:
    ///   - pixels: the page rendered without its text (`list.removingText()`) at some scale, used
    ///     for text over photos; without it such text gets a `contrast-unmeasured` warning.
    public static func findings(for list: DisplayList, pixels: BackdropPixels? = nil,
                                configuration: AuditConfiguration = .standard,
                                checks: [any AuditCheck] = standardChecks) -> [Finding] {
        let page = AuditedPage(list: list, pixels: pixels, configuration: configuration)
        return checks.flatMap { $0.findings(on: page) }.filter { !configuration.disabledRules.contains($0.rule) }
    }

    /// The findings as stable lines, one per finding, for text reports and test failures.
    public static func report(_ findings: [Finding]) -> String {
        findings.map { $0.description + "\n" }.joined()
    }
}
