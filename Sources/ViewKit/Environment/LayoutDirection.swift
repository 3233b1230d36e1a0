/// The reading direction of a layout.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// How the lines of a multi-line text align.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// At the start of the line.
    case leading
    /// Centred.
    case center
    /// At the end of the line.
    case trailing
}
