/// How the lines of a multi-line text align within its wrap width, as in SwiftUI: set on a view
/// with `multilineTextAlignment(_:)` and carried by the display list's text.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// At the start of the line in the reading direction.
    case leading
    /// Centred.
    case center
    /// At the end of the line in the reading direction.
    case trailing
}
