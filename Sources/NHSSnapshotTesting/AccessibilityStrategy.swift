import Foundation
import NHSSnapshot
import SnapshotCore
import ViewKit

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// A rendered image stored as its PNG at `<fileStem>.png`, compared by the backend in effect
    /// when it is checked.
    public static func png(fileStem: String) -> Snapshotting {
        png(fileStem: fileStem) { SnapshotTesting.backend.comparator }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The VoiceOver transcript of the view in one matrix cell, at `<cell stem>.a11y.txt`.
    public static func accessibilityText(configuration: SnapshotConfiguration) -> Snapshotting {
        Snapshotting<SnapshotImage, String>.accessibilityText(fileStem: configuration.fileStem).pullback { (view: AnyView) in
            try SnapshotTesting.backend.renderer.render(view, configuration: configuration)
        }
        .pullback(ViewErasure<Value>().erase)
    }
}

/// The renderer in use gives images without a display list, so there is nothing to read or audit.
struct NoDisplayListToAudit: Error, CustomStringConvertible {
    var description: String {
        "the renderer \"\(SnapshotTesting.backend.renderer.name)\" gives no display list, so there is no accessibility text or audit"
    }
}
