import Audits
import Drawing
import Foundation

extension GoldenPath {
    /// The extension of accessibility text goldens: `<stem>.a11y.txt` beside `<stem>.png`.
    public static let accessibilityTextExtension = "a11y.txt"

    /// The VoiceOver transcript golden beside this image golden: `<Component>/<scenario>/<stem>.a11y.txt`.
    public var accessibilityText: GoldenPath {
        GoldenPath(component: component, scenario: scenario, stem: stem, pathExtension: GoldenPath.accessibilityTextExtension)
    }
}

/// Text goldens compared line by line, as the accessibility transcripts are.
public enum TextGoldenComparison {
    /// Compares a golden's bytes with new text; a difference names the first differing line:
    /// `line 2 differs: golden "Button. Old.", new "Button. New."`.
    public static func compare(golden: Data, with text: String) -> SnapshotComparison {
        let old = String(decoding: golden, as: UTF8.self).components(separatedBy: "\n")
        let new = text.components(separatedBy: "\n")
        guard old != new else { return SnapshotComparison(matches: true, summary: "identical") }
        let index = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
        let before = index < old.count ? old[index] : "(end of text)"
        let after = index < new.count ? new[index] : "(end of text)"
        return SnapshotComparison(matches: false, summary: "line \(index + 1) differs: golden \"\(before)\", new \"\(after)\"")
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
    /// Stored image and accessibility text goldens that none of `expected` (image paths) produces,
    /// as relative paths, sorted.
    public func orphanGoldens(expected: Set<GoldenPath>) throws -> [String] {
        let images = try orphans(expected: expected)
        let texts = try orphans(expected: Set(expected.map(\.accessibilityText)),
                                pathExtension: GoldenPath.accessibilityTextExtension)
        return (images + texts).sorted()
    }
}
