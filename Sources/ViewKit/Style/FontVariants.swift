import Foundation

extension Font {
    /// A font's design, as SwiftUI's `Font.Design`. `.serif` and `.rounded` draw in the main face.
    public enum Design: Hashable, Sendable {
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
