/// An SF Symbols animation, as the effects `symbolEffect` takes (`.bounce`, `.pulse.byLayer`,
/// `.variableColor.iterative`...): one type for all of them here. A snapshot is one still moment,
/// so a symbol is drawn at rest, except that `.disappear` while active hides it (its place kept).
public nonisolated struct SymbolEffectKind: Hashable, Sendable {
    private let name: String
    private let variants: [String]

    private init(_ name: String, _ variants: [String] = []) {
        self.name = name
        self.variants = variants
    }

    private func with(_ variant: String) -> SymbolEffectKind { SymbolEffectKind(name, variants + [variant]) }

    /// Whether the effect hides the symbol while it is active.
    var hidesWhenActive: Bool { name == "disappear" }

    /// The symbol bounces.
    public static let bounce = SymbolEffectKind("bounce")
    /// The symbol fades in and out.
    public static let pulse = SymbolEffectKind("pulse")
    /// The symbol's layers light up in turn.
    public static let variableColor = SymbolEffectKind("variableColor")
    /// The symbol grows or shrinks.
    public static let scale = SymbolEffectKind("scale")
    /// The symbol appears.
    public static let appear = SymbolEffectKind("appear")
    /// The symbol disappears.
    public static let disappear = SymbolEffectKind("disappear")
    /// One symbol replaces another.
    public static let replace = SymbolEffectKind("replace")
    /// The symbol breathes (iOS 18).
    public static let breathe = SymbolEffectKind("breathe")
    /// The symbol turns (iOS 18).
    public static let rotate = SymbolEffectKind("rotate")
    /// The symbol wiggles (iOS 18).
    public static let wiggle = SymbolEffectKind("wiggle")

    /// Upwards.
    public var up: SymbolEffectKind { with("up") }
    /// Downwards.
    public var down: SymbolEffectKind { with("down") }
    /// Layer by layer.
    public var byLayer: SymbolEffectKind { with("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: SymbolEffectKind { with("wholeSymbol") }
    /// One layer at a time.
    public var iterative: SymbolEffectKind { with("iterative") }
    /// Layers stay lit.
    public var cumulative: SymbolEffectKind { with("cumulative") }
    /// Back and forth.
    public var reversing: SymbolEffectKind { with("reversing") }
    /// One way.
    public var nonReversing: SymbolEffectKind { with("nonReversing") }
    /// Unlit layers hidden.
    public var hideInactiveLayers: SymbolEffectKind { with("hideInactiveLayers") }
    /// Unlit layers dimmed.
    public var dimInactiveLayers: SymbolEffectKind { with("dimInactiveLayers") }
    /// The old symbol goes off upwards.
    public var offUp: SymbolEffectKind { with("offUp") }
    /// Down, then up.
    public var downUp: SymbolEffectKind { with("downUp") }
    /// Up, then up.
    public var upUp: SymbolEffectKind { with("upUp") }
    /// Clockwise.
    public var clockwise: SymbolEffectKind { with("clockwise") }
    /// Anticlockwise.
    public var counterClockwise: SymbolEffectKind { with("counterClockwise") }
    /// To the left.
    public var left: SymbolEffectKind { with("left") }
    /// To the right.
    public var right: SymbolEffectKind { with("right") }
    /// The way reading goes.
    public var forward: SymbolEffectKind { with("forward") }
    /// Against the way reading goes.
    public var backward: SymbolEffectKind { with("backward") }
}

/// How a symbol effect runs, as SF Symbols' `SymbolEffectOptions`.
public nonisolated struct SymbolEffectOptions: Hashable, Sendable {
    private var settings: [String]

    /// As the effect runs by default.
    public static let `default` = SymbolEffectOptions(settings: [])
    /// Runs again and again.
    public static let repeating = SymbolEffectOptions(settings: ["repeating"])
    /// Runs once.
    public static let nonRepeating = SymbolEffectOptions(settings: ["nonRepeating"])

    /// Runs `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(settings: ["repeat \(count)"]) }
    /// Runs at `speed` times its pace.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(settings: ["speed \(speed)"]) }
    /// Also runs `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(settings: settings + ["repeat \(count)"]) }
    /// Also at `speed` times its pace.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(settings: settings + ["speed \(speed)"]) }
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive`: drawn at rest, except that an active
    /// `.disappear` hides them (their place kept).
    @ViewBuilder
    public func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default,
                             isActive: Bool = true) -> some View {
        if effect.hidesWhenActive && isActive { hidden() } else { self }
    }

    /// Runs `effect` on the symbols inside each time `value` changes: drawn at rest.
    public func symbolEffect<U: Equatable>(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default,
                                           value: U) -> some View { self }

    /// Accepted: the kit's symbols are not drawn in layers, so none is hidden or dimmed.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

nonisolated extension ContentTransition {
    /// A symbol's replacement by `effect`.
    public static func symbolEffect(_ effect: SymbolEffectKind, options: SymbolEffectOptions = .default) -> ContentTransition {
        .symbolEffect
    }
}
