import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Testing

/// The spec examples drawn with real Pango metrics in the matrix corners. Set NHS_WRITE_PNGS=1 to
/// also write the images to Output/CardAction/ for a look.
@Suite struct CardActionRenderTests {
    static let configurations: [SnapshotConfiguration] = [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPad, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .light),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .accessibility3, colorScheme: .light),
    ]

    static var examples: [(name: String, view: AnyView, actions: Int)] {
        CardActionSpecExamples.all + [
            ("long-title", AnyView(CardActionGroup(header: "Messages", actions: [
                CardAction(title: CardActionSpecExamples.longTitle, subtitle: "From your GP surgery") { },
                CardAction(title: "Medicines record") { },
            ])), 2),
            ("eight-actions", AnyView(CardActionGroup(header: "Your health", actions: (1...8).map {
                CardAction(title: "Action number \($0)", subtitle: $0 % 3 == 0 ? "Supporting text" : nil) { }
            })), 8),
        ]
    }

    @Test(arguments: configurations)
    func rendersWithRealTextAndKeepsTheRules(configuration: SnapshotConfiguration) throws {
        for example in Self.examples {
            let snapshot = try render(example.view, configuration: configuration)
            let list = snapshot.displayList
            let context = "\(example.name) \(configuration.fileStem)"
            #expect(snapshot.width == Int(configuration.device.width) * configuration.scale, "\(context)")
            #expect(list.textItems.allSatisfy { !$0.measurement.isTruncated }, "\(context)")
            #expect(list.tapTargets.count == example.actions, "\(context)")
            #expect(list.tapTargets.allSatisfy { $0.frame.height >= 44 }, "\(context)")
            for text in list.textItems {
                let backdrop = CardActionHarness.backdrop(at: CGPoint(x: text.frame.midX, y: text.frame.midY), in: list)
                #expect(WCAG.contrast(text.color, on: backdrop) >= 4.5, "\(context): \(text.spec.string)")
            }
            if ProcessInfo.processInfo.environment["NHS_WRITE_PNGS"] == "1" {
                try Self.write(snapshot.pngData(), name: "\(example.name)/\(configuration.fileStem).png")
            }
        }
    }

    /// Writes under Output/CardAction/ at the package root, through a temporary file and a rename.
    static func write(_ data: Data, name: String) throws {
        let root = ProcessInfo.processInfo.environment["NHS_SNAPSHOTS_ROOT"]
            .map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = root.appendingPathComponent("Output/CardAction/\(name)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }
}
