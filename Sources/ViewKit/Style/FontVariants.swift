import Foundation

nonisolated extension Font {
    /// A font's design, as SwiftUI's `Font.Design`. `.serif` and `.rounded` draw in the main face.
    public nonisolated enum Design: Hashable, Sendable {
        /// The system design (the main face).
        case `default`
        /// A serif design (drawn in the main face).
        case serif
        /// A rounded design (drawn in the main face).
        case rounded
        /// A monospaced design (the pinned monospaced face).
        case monospaced
    }

    /// The system font at a fixed size that does not scale with Dynamic Type.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(textStyle: .body, baseSize: size, weight: weight ?? .regular)
        font.design = design ?? .default
        font.isFixedSize = true
        return font
    }

    /// The system font at a fixed size given as a `CGFloat`.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        system(size: Double(size), weight: weight, design: design)
    }

    /// A named face at a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: Double) -> Font {
        var font = Font(textStyle: .body, baseSize: fixedSize, family: name)
        font.isFixedSize = true
        return font
    }

    /// The same font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The same font in its monospaced design.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The same font with digits at one width.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// A named face at a fixed size given as a `CGFloat`.
    @_disfavoredOverload
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, fixedSize: Double(fixedSize))
    }
}

nonisolated extension Font {
    /// A font's width, as SwiftUI's `Font.Width`. The kit's typeface has one width, so every
    /// width is drawn as `.standard` (README, deviations).
    public nonisolated struct Width: Hashable, Sendable {
        /// The width, from -1 (narrowest) to 1 (widest); 0 is standard.
        public var value: CGFloat

        /// A width of `value`.
        public init(_ value: CGFloat) {
            self.value = value
        }

        /// Narrowest.
        public static let compressed = Width(-0.3)
        /// Narrow.
        public static let condensed = Width(-0.2)
        /// As designed.
        public static let standard = Width(0)
        /// Wide.
        public static let expanded = Width(0.2)
    }

    /// The font at `width`: drawn at the standard width (the typeface has no other).
    public func width(_ width: Width) -> Font { self }
}

nonisolated extension View {
    /// Text inside at `width`: drawn at the standard width (the typeface has no other).
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
