import Drawing
import Foundation
import SnapshotCore

extension Diffing where Format == SnapshotImage {
    /// PNG files, compared by `comparator`.
    public static func image(comparator: SnapshotComparator) -> Diffing {
        image { comparator }
    }

    /// PNG files, compared by the comparator `comparator` gives when a comparison is made (so a
    /// strategy made early still uses the comparator in effect later).
    public static func image(comparator: @escaping @Sendable () -> SnapshotComparator) -> Diffing {
        Diffing(toData: { $0.pngData }, compare: { try comparator().compare(golden: $0, with: $1) })
    }
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// A rendered image stored as its PNG at `<fileStem>.png`, compared by the comparator that
    /// `comparator` gives at the time.
    public static func png(fileStem: String, comparator: @escaping @Sendable () -> SnapshotComparator) -> Snapshotting {
        Snapshotting(fileStem: fileStem, pathExtension: "png", diffing: .image(comparator: comparator)) { $0 }
    }
}

extension Snapshotting where Value == SnapshotImage, Format == String {
    /// What VoiceOver reads on a rendered page, one element a line, at `<fileStem>.a11y.txt`;
    /// throws `NoDisplayList` when the renderer gave no display list.
    public static func accessibilityText(fileStem: String) -> Snapshotting {
        Snapshotting(fileStem: fileStem, pathExtension: GoldenPath.accessibilityTextExtension, diffing: .lines) { image in
            guard let transcript = image.accessibilityTranscript else { throw NoDisplayList() }
            return transcript
        }
    }

    /// The laid-out page as text (`DisplayList.dump()`: every item, frame and colour), at
    /// `<fileStem>.displaylist.txt`; throws `NoDisplayList` when the renderer gave none.
    public static func displayList(fileStem: String) -> Snapshotting {
        Snapshotting(fileStem: fileStem, pathExtension: "displaylist.txt", diffing: .lines) { image in
            guard let list = image.displayList else { throw NoDisplayList() }
            return list.dump()
        }
    }
}

/// An image without the display list a strategy needs (its renderer gives none).
public struct NoDisplayList: Error, Equatable, CustomStringConvertible {
    /// The error.
    public init() {}

    /// What is missing.
    public var description: String { "the image has no display list (its renderer gives none), so there is no text of the page" }
}
