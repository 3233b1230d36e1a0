import Foundation

nonisolated extension Image {
    /// How large a symbol is relative to the font it sits in, as SwiftUI's `Image.Scale`.
    public nonisolated enum Scale: Hashable, Sendable, CaseIterable {
        /// About four fifths of the medium size.
        case small
        /// The font's size (the default).
        case medium
        /// About a third larger than the medium size.
        case large

        /// The symbol's size per point of font size: 0.78, 1 and 1.29, SF Symbols' published ratios
        /// between the scales. [I]
        public var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

/// How a symbol's layers are painted, as SwiftUI's `SymbolRenderingMode`.
///
/// The icon set that stands in for SF Symbols (Material Icons) has one layer a glyph, so there are
/// no secondary layers to draw lighter: `.hierarchical`, `.palette` and `.multicolor` draw exactly
/// as `.monochrome`, the whole glyph in the foreground colour.
public nonisolated struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// Every layer in the foreground colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The primary layer in the foreground colour, the others lighter (one layer here: see above).
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// Each layer in its own style of `foregroundStyle(_:_:)` (one layer here: the first style).
    public static let palette = SymbolRenderingMode(name: "palette")
    /// Each layer in the symbol's own colours (one layer here: the foreground colour).
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

nonisolated struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale { .medium }
}

nonisolated struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

nonisolated extension EnvironmentValues {
    /// The scale of the symbols inside; `.medium` unless set.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The rendering mode of the symbols inside; nil (monochrome) unless set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Scales the symbols inside relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Sets how the symbols inside paint their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
