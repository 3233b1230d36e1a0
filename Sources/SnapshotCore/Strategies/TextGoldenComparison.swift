import Foundation

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
