import Foundation

nonisolated extension Font {
    /// How far apart a font's lines are, as SwiftUI's `Font.Leading`.
    public nonisolated enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Closer lines.
        case tight
        /// Lines further apart.
        case loose
    }

    /// The font with `leading`: drawn with the standard leading, as Apple does not say how much
    /// tighter or looser its fonts set lines (README, deviations).
    public func leading(_ leading: Leading) -> Font { self }

    /// The font with lowercase letters as small capitals: drawn as written, as the typeface
    /// has no small capitals (README, deviations).
    public func smallCaps() -> Font { self }

    /// The font with lowercase letters as small capitals: drawn as written (no small capitals).
    public func lowercaseSmallCaps() -> Font { self }

    /// The font with uppercase letters as small capitals: drawn as written (no small capitals).
    public func uppercaseSmallCaps() -> Font { self }
}

nonisolated extension Text {
    /// A size a text is drawn at relative to its font, as iOS 17's `Text.Scale`.
    public nonisolated struct Scale: Hashable, Sendable {
        let isSecondary: Bool

        /// The font's size.
        public static let `default` = Scale(isSecondary: false)
        /// Smaller, for text beside the main text (a currency sign, a unit).
        public static let secondary = Scale(isSecondary: true)
    }

    /// The text at `scale`: drawn at its font's size, as Apple does not document the secondary
    /// scale's size (README, deviations).
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}

nonisolated extension View {
    /// Text inside at `scale`: drawn at its font's size (README, deviations).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
