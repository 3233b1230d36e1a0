import NHSAppUI
import NHSSnapshot
import ViewKit

/// The `RightToLeft` scenarios: screens laid out right to left, as the app is for a right-to-left
/// language: containers mirrored, leading edges and insets on the right, disclosure chevrons
/// pointing left, text aligned right. The screens are `Screens`' own, with the direction set
/// where a screen starts, so they need no change to be reviewed both ways.
enum RightToLeftScenarios {
    /// The cells these goldens cover, at 1x and the default text size: the common phone in light
    /// and the narrowest in dark. Two short cells of two screens without photographs, so that
    /// `Snapshots/` stays under 50 MB (the largest text size's pages were four times the bytes;
    /// the left-to-right goldens cover it); every cell of the `full` matrix still renders.
    static let goldenMatrix = SnapshotMatrix(name: "golden-right-to-left", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .large, colorScheme: .dark, scale: 1),
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
