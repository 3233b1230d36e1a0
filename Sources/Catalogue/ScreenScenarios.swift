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

    /// The cells a presentation's goldens cover (a dialog, a sheet): its two forms (on a phone an
    /// action sheet or a sheet from the bottom, on an iPad a popover's panel or a form sheet) and
    /// the largest text on the narrowest phone, three cells of the five.
    static let dialogGoldenMatrix = SnapshotMatrix(name: "golden-dialogs", cells: [
        SnapshotConfiguration(device: .iPhoneSE1, dynamicTypeSize: .accessibility5, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .dark, scale: 1),
        SnapshotConfiguration(device: .iPadPro13, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
    ])

    /// Where iOS's own colours in the dialog scenario fall under AA.
    static var dialogFindings: [ExpectedFinding] {
        let grey = ["-xS-light", "-S-light", "-M-light", "-L-light", "-xL-light", "-xxL-light"].flatMap { cell in
            ["Delete this message?", "You cannot get"].map { ExpectedFinding(rule: .textContrast, subjectContains: $0, cellContains: cell) }
        }
        let red = ["-xS-light", "-xS-dark"].map { ExpectedFinding(rule: .textContrast, subjectContains: "Delete message", cellContains: $0) }
        return grey + red
    }

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
            // iOS's grey for a dialog's title and message is 3.3:1 on its light panel, under AA
            // for footnote text up to xxLarge; its red is 3.2:1 light and 4.1:1 dark, under AA
            // at xSmall (larger, title 3 is large text): the audit reports both.
            screen("delete-message-dialog", expecting: dialogFindings, goldens: dialogGoldenMatrix) { DeleteMessageDialogScreen() },
            screen("appointment-sheet", goldens: dialogGoldenMatrix) { AppointmentSheetScreen() },
        ]
    }

    private static func screen<Content: View>(_ name: String, expecting expected: [ExpectedFinding] = [],
                                              goldens: SnapshotMatrix = goldenMatrix,
                                              @ViewBuilder _ view: @escaping @Sendable () -> Content) -> Scenario {
        Scenario(component: "Screens", name: name, expectedFindings: expected, presentation: .screen, goldenMatrix: goldens,
                 view: view)
    }
}
