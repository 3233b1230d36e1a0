@testable import Catalogue
import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Testing

/// The campaign card's scenarios drawn with real Pango metrics at the matrix corners the issue
/// names. Set NHS_WRITE_PNGS=1 to also write them to Output/CampaignCard/ for a look.
@Suite struct CampaignCardRenderTests {
    static let configurations: [SnapshotConfiguration] = [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .accessibility3, colorScheme: .light),
    ]

    @Test(arguments: configurations)
    func scenariosKeepTheRulesWithRealText(configuration: SnapshotConfiguration) throws {
        for scenario in CampaignCardScenarios.all {
            let snapshot = try render(scenario.view, configuration: configuration)
            let list = snapshot.displayList
            let context = "\(scenario.name) \(configuration.fileStem)"
            let photo = try #require(list.imageItems.first, "\(context)").frame
            let beside = configuration.device.horizontalSizeClass == .regular
                && configuration.dynamicTypeSize < CampaignCardMetrics.stackedFromTextSize
            for text in list.textItems {
                #expect(CardsUnderTest.isWhole(text), "\(context): \(text.spec.string) is cut")
                #expect(!CardsUnderTest.overlap(photo, text.frame), "\(context): \(text.spec.string)")
                #expect((photo.maxX <= text.frame.minX) == beside, "\(context)")
                #expect(text.frame.maxX <= CGFloat(configuration.device.width), "\(context): off screen")
            }
            #expect(list.accessibilityElements.count == 1 && list.tapTargets.count == 1, "\(context)")
            #expect(snapshot.tap(targetAt: 0), "\(context)")
            try RenderOutput.writeIfAsked(snapshot, component: "CampaignCard", scenario: scenario.name)
        }
    }

    @Test func aMissingImageIsAnErrorThatNamesIt() {
        let card = CampaignCard(image: Image("no-such-campaign-photo"), title: "Organ donors save lives",
                                subtitle: "Take 2 minutes to confirm your organ donation decision", action: {})
        #expect {
            _ = try render(card, configuration: SnapshotConfiguration(device: .iPhone16))
        } throws: { error in
            "\(error)".contains("no-such-campaign-photo")
        }
    }
}

/// Writes rendered PNGs under Output/<component>/<scenario>/ when NHS_WRITE_PNGS=1.
enum RenderOutput {
    static func writeIfAsked(_ snapshot: RenderedSnapshot, component: String, scenario: String) throws {
        guard ProcessInfo.processInfo.environment["NHS_WRITE_PNGS"] == "1" else { return }
        let root = ProcessInfo.processInfo.environment["NHS_SNAPSHOTS_ROOT"]
            .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = root.appendingPathComponent("Output/\(component)/\(scenario)/\(snapshot.configuration.fileStem).png")
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(UUID().uuidString).tmp")
        try snapshot.pngData().write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
