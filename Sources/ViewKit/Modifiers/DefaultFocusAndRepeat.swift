import Foundation

/// How strongly `defaultFocus(_:_:priority:)` asks for focus, as SwiftUI's `DefaultFocusEvaluationPriority`.
public nonisolated struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let strength: Int

    /// Only when nothing else asks for focus first.
    public static let automatic = DefaultFocusEvaluationPriority(strength: 0)
    /// Whenever the focus scope is entered.
    public static let userInitiated = DefaultFocusEvaluationPriority(strength: 1)
}

/// Whether holding a button down repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public nonisolated struct ButtonRepeatBehavior: Hashable, Sendable {
    private let repeats: Int

    /// The system's choice: no repeating for most buttons.
    public static let automatic = ButtonRepeatBehavior(repeats: 0)
    /// The action repeats while held.
    public static let enabled = ButtonRepeatBehavior(repeats: 1)
    /// The action runs once a press.
    public static let disabled = ButtonRepeatBehavior(repeats: 2)
}

/// Focus and holding, which a still has neither of: accepted, and nothing drawn changes.
nonisolated extension View {
    /// Accepted: the focus state that gets focus first (a snapshot has no focus; the value stays as set).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        self
    }

    /// Accepted: whether buttons inside repeat their action while held (nothing is held here).
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        self
    }
}
