import Drawing
import Foundation

/// The text accessibility snapshot: what VoiceOver reads, one element a line, in reading order,
/// for the `.a11y.txt` text goldens.
///
/// Each line is the element's `spokenDescription` (`Button. Title, Subtitle. Hint: Opens in a web
/// browser.`): traits first (`Link.` or `Button.`, `Heading.`, `Image.`), then the label, then the
/// hint. White space inside a label or hint is folded to single spaces so one element stays one
/// line, and no full stop is added after a label that already ends in `.`, `?`, `!` or `…`.
/// Frames are left out, so a layout change that VoiceOver would not notice does not churn goldens.
public enum VoiceOverTranscript {
    /// The line written for a page with no accessibility elements.
    public static let emptyPageLine = "(no accessibility elements)"

    /// The transcript: one line per element, each ending in a newline.
    public static func text(for list: DisplayList) -> String {
        text(for: list.accessibilityElements)
    }

    /// The transcript of `elements`, in the order given.
    public static func text(for elements: [AccessibilityElement]) -> String {
        guard !elements.isEmpty else { return emptyPageLine + "\n" }
        return elements.map { line(for: $0) + "\n" }.joined()
    }

    /// What VoiceOver says for one element.
    public static func line(for element: AccessibilityElement) -> String {
        var parts = element.traits.names.map { $0 + "." }
        let label = FindingText.oneLine(element.label)
        parts.append(label.isEmpty ? "(no label)." : sentence(label))
        if let hint = element.hint.map(FindingText.oneLine), !hint.isEmpty {
            parts.append("Hint: " + sentence(hint))
        }
        return parts.joined(separator: " ")
    }

    /// The text with a full stop added unless it already ends a sentence.
    static func sentence(_ text: String) -> String {
        guard let last = text.last else { return text }
        return ".?!…".contains(last) ? text : text + "."
    }
}
