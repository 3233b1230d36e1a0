@testable import Catalogue
import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Testing

/// The profile card's scenarios drawn with real Pango metrics at 320 pt AX5 and 1032 pt Large,
/// light and dark. Set NHS_WRITE_PNGS=1 to also write them to Output/ProfileCard/ for a look.
@Suite struct ProfileCardRenderTests {
    static let configurations: [SnapshotConfiguration] = [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .light),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .dark),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .dark),
    ]

    @Test(arguments: configurations)
    func scenariosKeepTheRulesWithRealText(configuration: SnapshotConfiguration) throws {
        for scenario in ProfileCardScenarios.all {
            let snapshot = try render(scenario.view, configuration: configuration)
            let list = snapshot.displayList
            let context = "\(scenario.name) \(configuration.fileStem)"
            let card = try #require(list.annotations.first { $0.component == "ProfileCard" }, "\(context)").frame
            let chevron = try #require(CardsUnderTest.paths(list).last, "\(context)").bounds
            for text in list.textItems {
                #expect(CardsUnderTest.isWhole(text), "\(context): \(text.spec.string) is cut")
                guard CardsUnderTest.encloses(card, text.frame) else { continue }
                #expect(!CardsUnderTest.overlap(chevron, text.frame), "\(context): \(text.spec.string)")
                // The room between the text's leading edge and the chevron, not the text's own
                // width: a name of two long words wraps at AX5 however wide the card is.
                let column = chevron.minX - text.frame.minX
                #expect(column >= card.width * 0.4 || text.measurement.lineCount == 1,
                        "\(context): \(text.spec.string) squeezed into \(column) pt")
            }
            try RenderOutput.writeIfAsked(snapshot, component: "ProfileCard", scenario: scenario.name)
        }
    }
}
