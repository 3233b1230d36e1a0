import AuditTestSupport
import Audits
import Drawing
import Foundation
import NHSAppUI
import Testing

/// The text accessibility snapshot.
@Suite struct VoiceOverTranscriptTests {
    @Test func aButtonWithAHintReadsTitleSubtitleAndHint() throws {
        let view = Button {} label: {
            VStack(alignment: .leading) {
                Text("Organ donors save lives")
                Text("Take 2 minutes to confirm your organ donation decision")
                Image(systemName: "chevron.right").accessibilityHidden(true)
            }
        }
        .accessibilityHint("Opens in a web browser")
        let list = try AuditHarness.layout(view)
        #expect(VoiceOverTranscript.text(for: list)
                == "Button. Organ donors save lives, Take 2 minutes to confirm your organ donation decision. Hint: Opens in a web browser.\n")
        #expect(VoiceOverTranscript.line(for: list.accessibilityElements[0]) == list.accessibilityElements[0].spokenDescription)
    }

    @Test func headingsLinksAndTextInReadingOrder() throws {
        let view = VStack(alignment: .leading) {
            Text("GP surgery").accessibilityAddTraits(.isHeader)
            Button("Privacy and legal policies") {}.accessibilityAddTraits(.isLink).accessibilityHint("Opens in a web browser")
            Text("Services available from your GP surgery.")
        }
        let transcript = VoiceOverTranscript.text(for: try AuditHarness.layout(view))
        #expect(transcript == """
            Heading. GP surgery.
            Link. Privacy and legal policies. Hint: Opens in a web browser.
            Services available from your GP surgery.

            """)
    }

    @Test func oneElementStaysOneLine() {
        let element = AccessibilityElement(label: "Two\nlines  here", hint: "Is it\tclear?", traits: .isButton, frame: .zero)
        #expect(VoiceOverTranscript.line(for: element) == "Button. Two lines here. Hint: Is it clear?")
        let question = AccessibilityElement(label: "Need help?", frame: .zero)
        #expect(VoiceOverTranscript.line(for: question) == "Need help?")
        let unlabelled = AccessibilityElement(label: "", traits: .isButton, frame: .zero)
        #expect(VoiceOverTranscript.line(for: unlabelled) == "Button. (no label).")
    }

    @Test func anEmptyPageSaysSo() {
        let list = DisplayList(size: CGSize(width: 10, height: 10), background: .white)
        #expect(VoiceOverTranscript.text(for: list) == "(no accessibility elements)\n")
    }

    @Test func frameChangesDoNotChangeTheTranscript() throws {
        let view = Text("Same words").font(.nhsBody)
        let narrow = VoiceOverTranscript.text(for: try AuditHarness.layout(view, width: 200, size: .accessibility5))
        let wide = VoiceOverTranscript.text(for: try AuditHarness.layout(view, width: 1000, size: .xSmall))
        #expect(narrow == wide)
    }
}
