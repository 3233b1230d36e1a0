import NHSAppUI
import NHSSnapshot
import ViewKit

/// The `RightToLeft` scenarios: screens laid out right to left, as the app is for a right-to-left
/// language: containers mirrored, leading edges and insets on the right, disclosure chevrons
/// pointing left, text aligned right. The screens are `Screens`' own, with the direction set
/// where a screen starts, so they need no change to be reviewed both ways.
enum RightToLeftScenarios {
    /// The cells these goldens cover, at 1x: the common phone at the default size in light, and
    /// the narrowest at the largest size in dark. Two cells of two screens without photographs,
    /// so that `Snapshots/` stays under 50 MB; every cell of the `full` matrix still renders.
    static let goldenMatrix = SnapshotMatrix(name: "golden-right-to-left", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .dark, scale: 1),
    ])

    /// The screens, by kebab-case name.
    static var all: [Scenario] {
        [
            screen("messages") { MessagesScreen() },
            screen("prescriptions") { PrescriptionsScreen() },
        ]
    }

    private static func screen<Content: View>(_ name: String, @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "RightToLeft", name: name, presentation: .screen, goldenMatrix: goldenMatrix) {
            view().environment(\.layoutDirection, .rightToLeft)
        }
    }
}
