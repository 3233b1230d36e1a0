import Foundation
import NHSSnapshot
import ViewKit

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// A rendered image stored as its PNG at `<fileStem>.png`, compared by the backend in effect
    /// when it is checked.
    public static func png(fileStem: String) -> Snapshotting {
        let diffing = Diffing<SnapshotImage>(toData: { $0.pngData }, compare: { golden, image in
            try SnapshotTesting.backend.comparator.compare(golden: golden, with: image)
        })
        return Snapshotting(fileStem: fileStem, pathExtension: "png", diffing: diffing) { $0 }
    }
}

extension Snapshotting where Value == SnapshotImage, Format == String {
    /// What VoiceOver reads on a rendered page, one element a line, at `<fileStem>.a11y.txt`;
    /// fails when the renderer gave no display list.
    public static func accessibilityText(fileStem: String) -> Snapshotting {
        Snapshotting(fileStem: fileStem, pathExtension: GoldenPath.accessibilityTextExtension, diffing: .lines) { image in
            guard let transcript = image.accessibilityTranscript else { throw NoDisplayList() }
            return transcript
        }
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
struct NoDisplayList: Error, CustomStringConvertible {
    var description: String {
        "the renderer \"\(SnapshotTesting.backend.renderer.name)\" gives no display list, so there is no accessibility text or audit"
    }
}
