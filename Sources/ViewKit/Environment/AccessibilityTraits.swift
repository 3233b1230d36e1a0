/// Traits VoiceOver announces for an element, as in SwiftUI.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// Bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Activates an action.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a URL outside the app; listed in the links rotor.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading; listed in the headings rotor.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 2)
    /// An informative image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    /// Plain text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
}

/// Which children an accessibility element takes in.
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// Children stay separate elements.
    case contain
    /// Children merge into this one element.
    case combine
    /// Children are ignored; the element needs its own label.
    case ignore
}
