import Foundation

/// A translucent background, as SwiftUI's `Material`. Drawn flat as iOS's tint over what is
/// behind, without the backdrop blur (README lists the deviation; the audit's
/// `material-approximated` warning marks each use).
public nonisolated struct Material: ShapeStyle, Hashable {
    /// The name, as in SwiftUI (`ultraThin`, `thin`, `regular`, `thick`, `ultraThick`, `bar`).
    public let name: String
    /// The flat tint drawn in its place, light and dark.
    public let tint: Color

    /// Tints approximating iOS's materials over a plain backdrop (white in light mode, black in dark).
    nonisolated enum Tint {
        static let ultraThin = Color(light: .init(hex: 0xffffff, opacity: 0.30), dark: .init(hex: 0x000000, opacity: 0.30))
        static let thin = Color(light: .init(hex: 0xffffff, opacity: 0.50), dark: .init(hex: 0x1c1c1e, opacity: 0.50))
        static let regular = Color(light: .init(hex: 0xf2f2f7, opacity: 0.70), dark: .init(hex: 0x1c1c1e, opacity: 0.70))
        static let thick = Color(light: .init(hex: 0xf2f2f7, opacity: 0.85), dark: .init(hex: 0x1c1c1e, opacity: 0.85))
        static let ultraThick = Color(light: .init(hex: 0xf2f2f7, opacity: 0.93), dark: .init(hex: 0x1c1c1e, opacity: 0.93))
        static let bar = Color(light: .init(hex: 0xf9f9f9, opacity: 0.94), dark: .init(hex: 0x1d1d1d, opacity: 0.94))
    }

    /// The thinnest, most see-through material.
    public static let ultraThinMaterial = Material(name: "ultraThin", tint: Tint.ultraThin)
    /// A thin material.
    public static let thinMaterial = Material(name: "thin", tint: Tint.thin)
    /// The default material.
    public static let regularMaterial = Material(name: "regular", tint: Tint.regular)
    /// A thick material.
    public static let thickMaterial = Material(name: "thick", tint: Tint.thick)
    /// The thickest, least see-through material.
    public static let ultraThickMaterial = Material(name: "ultraThick", tint: Tint.ultraThick)
    /// The material of bars (tab and navigation bars).
    public static let bar = Material(name: "bar", tint: Tint.bar)
}

nonisolated extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The default material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The bars' material.
    public static var bar: Material { Material.bar }
}

nonisolated extension Material: ResolvableShapeStyle {
    package func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .material(name: name, tint: environment.resolve(tint))
    }
}

/// The annotation left around a material drawn flat (see `Material`).
public nonisolated enum MaterialAnnotation {
    /// The annotation name.
    public static let component = "Material"
    /// Property: the material's name.
    public static let name = "name"
}
