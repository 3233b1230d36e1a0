import Foundation
import NHSAppUI
import NHSSnapshot
import SnapshotCommands
import ViewKit

/// Small scenarios drawn by the real pipeline, and a way to run commands on them.
public enum LiveScenarios {
    /// A custom button 30 pt tall: a tap-target error.
    public static func smallButton() -> some View {
        Button {} label: { Text("Tap me") }.frame(height: 30)
    }

    /// A campaign card whose title is over the 23-character target: a content warning only.
    public static func longTitleCard() -> some View {
        CampaignCard(image: Image("campaign-organ-donation"),
                     title: "Stop smoking and start saving money for the things you love most",
                     subtitle: "Get free support to quit", action: {})
    }

    /// A plain text read as `label`.
    public static func labelled(_ label: String) -> some View {
        Text("Hello").font(.nhsBody).foregroundStyle(.nhsText).accessibilityLabel(label)
    }

    /// The one cell the tests run in: iPhone 16 at L, light, 1x.
    public static let cellArguments = ["--matrix", "golden", "--device", "393", "--size", "L", "--scheme", "light"]
    /// That cell's file stem.
    public static let stem = "iphone16-393-L-light"

    /// Runs `nhs-snapshots <arguments>` on `catalogue` with the live backend in `folder`; returns the
    /// exit code and what was printed.
    public static func run(_ arguments: [String], _ catalogue: ScenarioCatalogue, in folder: TemporaryFolder,
                    backend: SnapshotBackend = .live) throws -> (code: Int32, text: String) {
        guard case .run(let command) = try SnapshotCommand.parse(arguments) else { return (-1, "help") }
        let printed = PrintedText()
        let context = CommandContext(catalogue: catalogue, backend: backend, packageRoot: folder.url,
                                     workingDirectory: folder.url, environment: [:], output: { printed.append($0) })
        return (try CommandRunner.run(command, in: context), printed.value)
    }
}
