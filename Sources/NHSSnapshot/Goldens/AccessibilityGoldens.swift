import Audits
import Drawing
import Foundation
import SnapshotCore

extension GoldenPath {
    /// The extension of accessibility text goldens: `<stem>.a11y.txt` beside `<stem>.png`.
    public static let accessibilityTextExtension = "a11y.txt"

    /// The VoiceOver transcript golden beside this image golden: `<Component>/<scenario>/<stem>.a11y.txt`.
    public var accessibilityText: GoldenPath {
        with(pathExtension: GoldenPath.accessibilityTextExtension)
    }
}

extension SnapshotImage {
    /// What VoiceOver reads on this page, one element a line (`VoiceOverTranscript`), or nil when the
    /// renderer gave no display list.
    public var accessibilityTranscript: String? {
        displayList.map { VoiceOverTranscript.text(for: $0) }
    }
}

extension GoldenStore {
    /// Stored goldens of every kind a cell has (`CellGolden.all`: images, accessibility text) that
    /// none of `expected` (image paths) produces, as relative paths, sorted.
    public func orphanGoldens(expected: Set<GoldenPath>) throws -> [String] {
        try CellGolden.all.flatMap { golden in
            try orphans(expected: Set(expected.map { $0.with(pathExtension: golden.pathExtension) }),
                        pathExtension: golden.pathExtension)
        }.sorted()
    }
}
