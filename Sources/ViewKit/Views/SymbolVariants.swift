import Foundation

/// Variants of a symbol, as SwiftUI's `SymbolVariants`: drawn in a circle, square or rectangle,
/// filled, slashed. `.symbolVariant(.circle.fill)` asks `Image(systemName: "person")` for
/// `person.circle.fill`; a variant the symbol does not have is left out (the engine takes the
/// most specific name it can draw).
public nonisolated struct SymbolVariants: Hashable, Sendable {
    /// The enclosing shape's name in symbol names ("circle", "square", "rectangle"), if any.
    private var shape: String? = nil
    private var isFilled = false
    private var isSlashed = false

    /// No variant.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square.
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed.
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants, in a circle.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// These variants, in a square.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// These variants, in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// These variants, filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants, slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include every one of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// These variants with `other`'s added (its shape wins).
    package func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    /// The names to try for `base` with these variants, the most specific first and `base` last,
    /// each suffix in SF Symbols' order (`.slash`, then the shape, then `.fill`); a suffix the
    /// name already has is not added again.
    package func names(for base: String) -> [String] {
        var suffixes: [String] = []
        if isSlashed, !base.contains(".slash") { suffixes.append(".slash") }
        if let shape, !base.contains("." + shape) { suffixes.append("." + shape) }
        if isFilled, !base.hasSuffix(".fill") { suffixes.append(".fill") }
        guard !suffixes.isEmpty else { return [base] }
        // Every selection of the suffixes, kept in order: more of them first, and among as many,
        // the one keeping the earlier suffixes first ("person.circle" before "person.fill").
        let selections = (0..<(1 << suffixes.count)).map { mask in suffixes.indices.filter { mask & (1 << $0) != 0 } }
        let ordered = selections.sorted { first, second in
            first.count != second.count ? first.count > second.count : first.lexicographicallyPrecedes(second)
        }
        return ordered.map { base + $0.map { suffixes[$0] }.joined() }
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

nonisolated extension View {
    /// Draws the symbols inside in `variant` (added to any variant set outside), as SwiftUI's
    /// `symbolVariant(_:)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformingEnvironment { $0.symbolVariants = $0.symbolVariants.union(variant) }
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct SymbolVariantsKey: EnvironmentKey {
        static var defaultValue: SymbolVariants { .none }
    }

    /// The variants symbols inside are drawn in.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
