import Foundation

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public nonisolated struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that types the literal's character.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    /// Up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear.
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab.
    public static let tab = KeyEquivalent("\t")
    /// Space.
    public static let space = KeyEquivalent(" ")
    /// Return.
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key, as SwiftUI's `EventModifiers`.
public nonisolated struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Modifiers from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key and its modifiers, as SwiftUI's `KeyboardShortcut`.
public nonisolated struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// `key` with `modifiers` (Command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a screen or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A hardware keyboard's shortcuts: accepted, and nothing drawn or read out changes (iOS shows
/// them only in the list a held Command key brings up).
nonisolated extension View {
    /// Accepted; the shortcut works only from a hardware keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Accepted; the shortcut works only from a hardware keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Accepted; the shortcut, if any, works only from a hardware keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
