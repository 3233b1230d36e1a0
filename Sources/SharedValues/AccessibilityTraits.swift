/// Traits VoiceOver announces for an element, as in SwiftUI: set on a view with
/// `accessibilityAddTraits(_:)` and carried by the display list's accessibility elements.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Traits from bits.
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
    /// Selected (a segmented picker's chosen segment).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 10)
    /// Swiping up or down changes the value (a stepper). iOS announces it for its own controls;
    /// SwiftUI has no public trait for it.
    package static let isAdjustable = AccessibilityTraits(rawValue: 1 << 11)
    /// An editable text field (TextField, SecureField). iOS announces it; SwiftUI has no public trait.
    package static let isTextField = AccessibilityTraits(rawValue: 1 << 12)
    /// A control that cannot be used now (`disabled(true)`): VoiceOver says "Dimmed". UIKit's
    /// "not enabled" trait; SwiftUI sets it from the environment and has no public trait for it.
    package static let isNotEnabled = AccessibilityTraits(rawValue: 1 << 13)
}
