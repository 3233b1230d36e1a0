import Drawing
import Foundation

/// The controls of a page that cannot be used now: VoiceOver elements read as dimmed
/// (`disabled(true)`) that are controls (a button, a link, an adjustable element or a text field).
///
/// WCAG 1.4.3 and 1.4.11 set no contrast minimum for an inactive user interface component, so the
/// contrast checks leave out what is drawn inside one: a disabled button's tertiary grey is
/// what iOS draws, not a failure. A dimmed element that is not a control (a text in a disabled
/// section, which iOS does not grey) is still checked.
struct InactiveControls {
    /// The frames of the page's inactive controls.
    let frames: [CGRect]
    /// How far a drawing may stick out of a frame and still be inside it.
    let slack: CGFloat

    /// The inactive controls of `page`.
    init(_ page: AuditedPage) {
        let controls: AccessibilityTraits = [.isButton, .isLink, .isAdjustable, .isTextField]
        frames = page.list.accessibilityElements
            .filter { $0.traits.contains(.isNotEnabled) && !$0.traits.isDisjoint(with: controls) }
            .map(\.frame)
        slack = page.configuration.geometryTolerance
    }

    /// Whether `box` lies inside an inactive control.
    func contain(_ box: CGRect) -> Bool {
        frames.contains { $0.encloses(box, slack: slack) }
    }
}
