
/// The values a view reads from its surroundings: scheme, text size, size class, scale, direction,
/// and the styles modifiers pass down (font, foreground, line limit…).
public nonisolated struct EnvironmentValues: Sendable {
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// Compact or regular width.
    public var horizontalSizeClass: UserInterfaceSizeClass? = .compact
    /// Pixels per point.
    public var displayScale: Double = 2
    /// Reading direction.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The font text uses when it sets none.
    public var font: Font? = nil
    /// The colour text and shapes use when they set none.
    public var foregroundColor: Color? = nil
    /// When set, text is bold whatever its font says.
    public var isBold: Bool = false
    /// The most lines a text may use; `nil` means no limit (never truncated).
    public var lineLimit: Int? = nil
    /// Alignment of multi-line text.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The app's tint, used by plain buttons.
    public var tint: Color? = nil

    /// Free-form values that components define with `EnvironmentKey`.
    var custom: [ObjectIdentifier: any Sendable] = [:]

    /// The defaults: light, Large, compact, 2x, left to right.
    public init() {}

    /// Reads or writes a value defined by an `EnvironmentKey`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            // Unwrapped first: cast as a whole, an absent value is an optional `Value`'s nil
            // (a key whose default is not nil read nil until set).
            guard let stored = custom[ObjectIdentifier(key)] else { return Key.defaultValue }
            return stored as? Key.Value ?? Key.defaultValue
        }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a custom environment value, as in SwiftUI.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value when no view has set one.
    static var defaultValue: Value { get }
}
