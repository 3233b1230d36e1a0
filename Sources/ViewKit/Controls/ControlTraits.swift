/// Traits the controls need beyond the common ones. `isSelected` is SwiftUI's; the other two
/// are what iOS announces for its own controls, which SwiftUI gives no public trait for.
/// The bits match `Drawing.AccessibilityTraits`' (the engine copies the raw value).
extension AccessibilityTraits {
    /// The element is selected (a segmented picker's chosen segment).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 10)
    /// Swiping up or down changes the value (a stepper).
    package static let isAdjustable = AccessibilityTraits(rawValue: 1 << 11)
    /// An editable text field (TextField, SecureField).
    package static let isTextField = AccessibilityTraits(rawValue: 1 << 12)
}
