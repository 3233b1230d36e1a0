import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// WCAG sets no contrast minimum for an inactive control: what `disabled(true)` greys is not a
/// finding; the same grey elsewhere still is.
@Suite struct InactiveControlContrastTests {
    @Test func aDisabledButtonsGreyLabelIsNotAFinding() throws {
        let disabled = Button("Continue") {}.buttonStyle(.borderedProminent).disabled(true).padding()
        #expect(try AuditHarness.findings(disabled).filter { $0.rule == .textContrast }.isEmpty)
        // The same grey on a text that is not a control fails.
        let plain = Text("Continue").foregroundColor(DisabledMetrics.labelColor).padding()
        #expect(try AuditHarness.findings(plain).filter { $0.rule == .textContrast }.map(\.subject) == ["Continue"])
    }

    @Test func aDisabledToggleAndFieldAreNotFindings() throws {
        let form = VStack {
            Toggle("Reminders", isOn: .constant(true))
            TextField("Name", text: .constant("Alex")).textFieldStyle(.roundedBorder)
        }
        .disabled(true)
        .padding()
        #expect(try AuditHarness.findings(form).filter { $0.rule == .textContrast }.isEmpty)
    }

    @Test func aTextThatIsNotAControlIsCheckedInsideADisabledSection() throws {
        let section = VStack {
            Text("Faint note").foregroundColor(DisabledMetrics.labelColor)
            Button("Continue") {}
        }
        .disabled(true)
        .padding()
        #expect(try AuditHarness.findings(section).filter { $0.rule == .textContrast }.map(\.subject) == ["Faint note"])
    }

    @Test func aMeaningfulGraphicInADisabledControlIsNotAFinding() throws {
        let graphic = Image(systemName: "chevron.right").foregroundStyle(Color.nhsBlue.opacity(0.4))
            .componentAnnotation("MeaningfulGraphic", ["label": "Next page"])
        let checks: [any AuditCheck] = [NonTextContrastCheck()]
        let enabled = try AuditHarness.layout(Button {} label: { graphic }.nhsCardStyle())
        #expect(DesignAudit.findings(for: enabled, checks: checks).map(\.subject) == ["Next page"])
        let disabled = try AuditHarness.layout(Button {} label: { graphic }.disabled(true).nhsCardStyle())
        #expect(DesignAudit.findings(for: disabled, checks: checks).isEmpty)
    }
}
