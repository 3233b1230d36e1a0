import SharedValues

/// Traits VoiceOver announces for an element, as in SwiftUI (declared once in `SharedValues`,
/// which the display list shares).
public typealias AccessibilityTraits = SharedValues.AccessibilityTraits

/// Which children an accessibility element takes in.
public nonisolated enum AccessibilityChildBehavior: Hashable, Sendable {
    /// Children stay separate elements.
    case contain
    /// Children merge into this one element.
    case combine
    /// Children are ignored; the element needs its own label.
    case ignore
}
