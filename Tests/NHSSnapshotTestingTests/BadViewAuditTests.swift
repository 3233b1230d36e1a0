import Audits
@testable import Catalogue
import Foundation
import NHSAppRules
import NHSAppUI
import NHSSnapshot
import NHSSnapshotTesting
import Raster
import SnapshotTestSupport
import Testing
import ViewKit

/// The deliberately bad views of issue 9, caught through the snapshot API with real rendering.
@Suite
struct BadViewAuditTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    static let phone = SnapshotConfiguration(device: .iPhone16, scale: 1)

    @Test func whiteTextOnAWarmYellowCardFailsContrast() throws {
        let view = Text("Book your flu vaccination").font(.nhsBody).foregroundStyle(.white)
            .nhsCardStyle(backgroundColor: .nhsWarmYellow)
        let message = try #require(verifyAudit(of: view, configuration: Self.phone))
        #expect(message.contains("error contrast-text [iphone16-393-L-light] Text \"Book your flu vaccination\""))
        #expect(message.contains("threshold 4.5:1"))
        #expect(message.contains("#ffffff text on #ffb81c"))
    }

    @Test func aThirtyPointTallCustomButtonFailsTheTapTarget() throws {
        let view = Button {} label: { Text("Continue").font(.nhsBody) }.frame(height: 30)
        let message = try #require(verifyAudit(of: view, configuration: Self.phone))
        #expect(message.contains("error tap-target-size [iphone16-393-L-light] TapTarget \"Continue\""))
        #expect(message.contains("threshold 44 × 44 pt"))
    }

    @Test func aOneLineTitleAtAX5IsTruncated() throws {
        let view = Text("Check the progress of your repeat prescriptions").font(.nhsTitle2).bold().lineLimit(1)
            .foregroundStyle(.nhsText).nhsCardStyle()
        let ax5 = SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, scale: 1)
        let message = try #require(verifyAudit(of: view, configuration: ax5))
        #expect(message.contains("error text-truncated [iphone-se1-320-AX5-light] Text \"Check the progress"))
        #expect(verifyAudit(of: view, configuration: Self.phone.withWidestDevice) == nil, "it fits on one line on the iPad at L")
    }

    @Test(arguments: CardActionScenarios.misuse.map(\.name))
    func theCardActionMisuseViewsBreakTheReversePlacementRule(_ name: String) throws {
        let view = try #require(CardActionScenarios.misuse.first { $0.name == name }).view
        let message = try #require(verifyAudit(of: view, configuration: Self.phone, scenario: "CardAction/" + name))
        #expect(message.contains("error reverse-action-placement CardAction/\(name) [iphone16-393-L-light]"))
        #expect(verifyAudit(of: view, configuration: Self.phone,
                            expecting: [ExpectedFinding(rule: .reverseActionPlacement)]) == nil)
    }

    @Test func anExpectedFindingExcusesItAndAMissingOneFails() {
        let button = Button {} label: { Text("Continue") }.frame(height: 30)
        #expect(verifyAudit(of: button, configuration: Self.phone, expecting: [ExpectedFinding(rule: .tapTargetSize)]) == nil)
        let good = Text("Fine").foregroundStyle(.nhsText).nhsCardStyle()
        let message = verifyAudit(of: good, configuration: Self.phone, scenario: "Good/card",
                                  expecting: [ExpectedFinding(rule: .textTruncated, cellContains: "L-light")])
        #expect(message?.contains("error expected-finding-missing Good/card [iphone16-393-L-light]: text-truncated in L-light did not occur") == true)
    }

    @Test func assertAuditAndAssertSnapshotsRecordTheFailure() throws {
        withKnownIssue {
            assertAudit(of: Button {} label: { Text("Continue") }.frame(height: 30), configuration: Self.phone)
        } matching: { $0.comments.contains { $0.rawValue.contains("tap-target-size") } }
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let oneCell = SnapshotMatrix(name: "one", devices: [.iPhone16], sizes: [.large], schemes: [.light], scale: 1)
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        let button = Button {} label: { Text("Continue") }.frame(height: 30)
        withKnownIssue {
            assertSnapshots(of: button, matrix: oneCell, named: "small", record: .all, snapshotDirectory: snapshots)
        }
        // The goldens now match: the audit alone fails.
        withKnownIssue {
            assertSnapshots(of: button, matrix: oneCell, named: "small", record: .never, snapshotDirectory: snapshots)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("error tap-target-size BadViewAuditTests/small [iphone16-393-L-light]") }
        }
        assertSnapshots(of: button, matrix: oneCell, expecting: [ExpectedFinding(rule: .tapTargetSize)], named: "small",
                        record: .never, snapshotDirectory: snapshots)
    }

    @Test func textOverAPhotoIsMeasuredFromThePixels() throws {
        let view = ZStack(alignment: .bottomLeading) {
            Image(decorative: "campaign-organ-donation").resizable().scaledToFill().frame(height: 160).clipped()
            Text("Organ donors save lives").font(.nhsBody).foregroundStyle(.nhsWhiteOnly).padding(12)
        }
        let message = try #require(verifyAudit(of: view, configuration: Self.phone))
        #expect(message.contains("text-over-image"))
        #expect(!message.contains("contrast-unmeasured"))
        let rendered = try render(view, configuration: Self.phone)
        #expect(SnapshotAudit.hasTextOverPhoto(rendered.displayList))
        #expect(try SnapshotAudit.backdropPixels(for: rendered.displayList, scale: 1, renderer: Renderer.standard())?.width == rendered.width)
        let findings = try rendered.auditFindings(scenario: "Photo/text-over")
        #expect(!findings.contains { $0.rule == .contrastUnmeasured })
        #expect(findings.allSatisfy { $0.scenario == "Photo/text-over" && $0.cell == "iphone16-393-L-light" })
    }

    @Test func textBesideAPhotoNeedsNoBackdrop() throws {
        let rendered = try render(VStack(spacing: 0) {
            Image(decorative: "campaign-organ-donation").resizable().scaledToFill().frame(height: 120).clipped()
            Text("Organ donors save lives").padding(12)
        }, configuration: Self.phone)
        #expect(!SnapshotAudit.hasTextOverPhoto(rendered.displayList))
        #expect(try SnapshotAudit.backdropPixels(for: rendered.displayList, scale: 1, renderer: Renderer.standard()) == nil)
    }
}

private extension SnapshotConfiguration {
    var withWidestDevice: SnapshotConfiguration {
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: dynamicTypeSize, colorScheme: colorScheme, scale: 1)
    }
}
