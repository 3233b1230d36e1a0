import Audits
import Drawing
import Foundation
import NHSAppUI

/// "Keep the header in sentence case" (card-action.md), as a warning, by `SentenceCaseCheck`.
/// Headers come from the `header` of `CardActionGroup` annotations, and from `CardActionGroupHeader`
/// annotations that no group annotation already reported.
public struct GroupHeaderCaseCheck: AuditCheck {
    /// The proper names a header may keep capitalised (`NHSRuleSettings.sentenceCaseExceptions`).
    public let settings: NHSRuleSettings

    /// A group header check with `settings`.
    public init(settings: NHSRuleSettings = .standard) {
        self.settings = settings
    }

    /// Reports `group-header-sentence-case`.
    public var rules: [AuditRule] { [.groupHeaderSentenceCase] }

    /// One warning per header not in sentence case.
    public func findings(on page: AuditedPage) -> [Finding] {
        headers(page)
    }

    private func headers(_ page: AuditedPage) -> [Finding] {
        let groups = page.annotations(named: CardActionGroupAnnotation.component)
        var headers: [(text: String, frame: CGRect)] = groups.compactMap { group in
            let header = group.properties[CardActionGroupAnnotation.header] ?? ""
            return header.isEmpty ? nil : (header, group.frame)
        }
        for note in page.annotations(named: CardActionGroupHeaderAnnotation.component) {
            let text = note.properties[CardActionGroupHeaderAnnotation.text] ?? ""
            let known = headers.contains { $0.text == text && $0.frame.intersects(note.frame) }
            if !text.isEmpty, !known { headers.append((text, note.frame)) }
        }
        return headers.compactMap { header in
            let problems = SentenceCaseCheck.problems(in: header.text, exceptions: settings.sentenceCaseExceptions)
            guard !problems.isEmpty else { return nil }
            return Finding(rule: .groupHeaderSentenceCase, component: CardActionGroupAnnotation.component,
                           subject: header.text, measured: problems.joined(separator: "; "), threshold: "sentence case",
                           message: "keep the header in sentence case: capitalise only the first word, acronyms and names",
                           frame: header.frame)
        }
    }
}
