/// The reading direction of a layout, as in SwiftUI: the view kit's environment value and the
/// direction a display list's text is shaped in.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}
