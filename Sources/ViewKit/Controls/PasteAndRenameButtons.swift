import Foundation

/// The system's Paste button, as SwiftUI's `PasteButton`: "Paste" with the clipboard symbol,
/// white on a tint capsule (`PasteButton.look`), one VoiceOver button. `labelStyle(.iconOnly)`,
/// `buttonBorderShape(_:)` and `tint(_:)` change it as on iOS. A snapshot has no pasteboard, so
/// `onPaste` never runs; the button is drawn enabled, as iOS always draws it.
public nonisolated struct PasteButton: View, PrimitiveView {
    /// A Paste button that hands the pasteboard's items of `payloadType` to `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(PasteButton.look, in: environment)
    }

    /// How the button is drawn: a prominent button in a capsule, its label the title and symbol.
    static var look: some View {
        Button(action: {}) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
            .buttonBorderShape(.capsule)
    }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename" with the pencil symbol;
/// tapping it runs the `renameAction(_:)` set around it.
public nonisolated struct RenameButton<Label: View>: View, PrimitiveView {
    let label: Label

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let rename = environment.rename
        return resolveView(Button(action: { rename?() }) { label }, in: environment)
    }
}

nonisolated extension RenameButton where Label == ViewKit.Label<Text, Image> {
    /// The Rename button.
    public init() {
        label = ViewKit.Label("Rename", systemImage: "pencil")
    }
}

/// What a `RenameButton` does, as SwiftUI's `RenameAction`: read with `@Environment(\.rename)`,
/// set with `renameAction(_:)`.
public nonisolated struct RenameAction: @unchecked Sendable {
    let action: () -> Void

    /// Starts renaming.
    public func callAsFunction() {
        action()
    }
}

private nonisolated struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

nonisolated extension EnvironmentValues {
    /// The rename action of the views inside, if one was set with `renameAction(_:)`.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets what a `RenameButton` inside does.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// A `RenameButton` inside focuses the field `isFocused` is bound to.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}
