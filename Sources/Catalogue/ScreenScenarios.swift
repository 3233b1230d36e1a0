import Audits
import NHSAppUI
import NHSSnapshot
import ViewKit

/// The `Screens` scenarios: whole screens of the app written with the design system, so the cards
/// are reviewed where they live. Drawn edge to edge (`SnapshotPresentation.screen`) with their
/// whole content.
enum ScreenScenarios {
    /// The cells screens' goldens cover, at 1x: the narrowest phone at the largest text size,
    /// and the common phone and the widest iPad at the default size, each light and dark except
    /// the first. Five cells, not the cards' eighteen: a screen is many cards tall (a home screen
    /// is about 1 MB over these five), and `Snapshots/` stays under 50 MB. Every cell of the
    /// `full` matrix still renders for review.
    static let goldenMatrix = SnapshotMatrix(name: "golden-screens", cells: [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .dark, scale: 1),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .dark, scale: 1),
    ])

    /// The screens, by kebab-case name.
    static var all: [Scenario] {
        [
            screen("home") { HomeScreen() },
            screen("messages") { MessagesScreen() },
            screen("prescriptions") { PrescriptionsScreen() },
            screen("linked-profile") { LinkedProfileScreen() },
            screen("appointments") { AppointmentsScreen() },
            // iOS's destructive red on the alert's panel is 3.2:1, under AA for body text up to
            // the Large size (above it the label is large text, for which 3:1 is enough): the
            // audit reports it.
            screen("cancel-prescription-alert", expecting: ["-xS-", "-S-", "-M-", "-L-"].map {
                ExpectedFinding(rule: .textContrast, subjectContains: "Cancel it", cellContains: $0)
            }) {
                CancelPrescriptionAlertScreen()
            },
        ]
    }

    private static func screen<Content: View>(_ name: String, expecting expected: [ExpectedFinding] = [],
                                              @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Screens", name: name, expectedFindings: expected, presentation: .screen, goldenMatrix: goldenMatrix,
                 view: view)
    }
}
