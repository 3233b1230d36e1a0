import Foundation

/// What a VoiceOver rotor lists, as SwiftUI's `AccessibilityRotorContent`: entries made by an
/// `AccessibilityRotorContentBuilder`. A rotor is a way to move between elements, not an element
/// itself: a snapshot's VoiceOver transcript reads the screen's elements in order, which a rotor
/// does not change, so rotors are accepted and not read. Main-actor isolated, as SwiftUI's is.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The content this one is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The content this one is made of, built as a rotor's entries are.
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: AccessibilityRotorContent {}

nonisolated extension AccessibilityRotorContent where Body == Never {
    /// Primitive rotor content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive rotor content and has no body") }
}

/// One stop of a rotor, as SwiftUI's `AccessibilityRotorEntry`: a label and the element it moves
/// to (an `id` in a namespace, or a range of a text).
public nonisolated struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// A primitive.
    public typealias Body = Never
    /// A primitive: no body.
    public var body: Never { return fatalError("AccessibilityRotorEntry is primitive and has no body") }
    /// What VoiceOver says for the stop.
    public let label: Text?

    /// A stop labelled `label`, moving to the element with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        self.label = label
    }

    /// A stop labelled by a string literal's key.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
    }

    /// A stop labelled by a string, as given.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
                                   prepare: @escaping () -> Void = {}) {
        self.label = Text(label)
    }

    /// A stop labelled `label`, moving to the element with `id` (in the modified view's scope).
    public init(_ label: Text?, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
    }
}

nonisolated extension AccessibilityRotorEntry where ID == Never {
    /// A stop at a range of the modified view's text.
    public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label
    }

    /// A stop at a range of the modified view's text, labelled by a string literal's key.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        label = Text(labelKey)
    }
}

/// An entry written where a view builder expects a view (a `ForEach` of entries in a rotor):
/// it draws nothing.
nonisolated extension AccessibilityRotorEntry: View, PrimitiveView {
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { [] }
}

/// Several pieces of rotor content, in order.
public nonisolated struct TupleAccessibilityRotorContent: AccessibilityRotorContent {
    /// A primitive.
    public typealias Body = Never
    let count: Int
}

/// Gathers rotor entries, as SwiftUI's `AccessibilityRotorContentBuilder`.
@resultBuilder
public nonisolated enum AccessibilityRotorContentBuilder {
    /// One entry, or other content.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: 1)
    }

    /// A `ForEach` of entries.
    public static func buildExpression<Data, ID, EntryID>(_ entries: ForEach<Data, ID, AccessibilityRotorEntry<EntryID>>)
        -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: 1)
    }

    /// A `ForEach` of entries under an `if` (the rows a view builder makes of `if`, as in
    /// SwiftUI's own example of a rotor of the messages from VIPs).
    public static func buildExpression<Data, ID, EntryID>(
        _ entries: ForEach<Data, ID, AccessibilityRotorEntry<EntryID>?>) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: 1)
    }

    /// A `ForEach` whose rows choose between two entries with `if`/`else`.
    public static func buildExpression<Data, ID, FirstID, SecondID>(
        _ entries: ForEach<Data, ID, ConditionalContent<AccessibilityRotorEntry<FirstID>, AccessibilityRotorEntry<SecondID>>>)
        -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: 1)
    }

    /// Entries in order.
    public static func buildBlock(_ parts: TupleAccessibilityRotorContent...) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: parts.reduce(0) { $0 + $1.count })
    }

    /// Entries under a condition.
    public static func buildOptional(_ part: TupleAccessibilityRotorContent?) -> TupleAccessibilityRotorContent {
        part ?? TupleAccessibilityRotorContent(count: 0)
    }

    /// The entries of an `if`.
    public static func buildEither(first part: TupleAccessibilityRotorContent) -> TupleAccessibilityRotorContent { part }

    /// The entries of an `else`.
    public static func buildEither(second part: TupleAccessibilityRotorContent) -> TupleAccessibilityRotorContent { part }

    /// The entries of a `for` loop.
    public static func buildArray(_ parts: [TupleAccessibilityRotorContent]) -> TupleAccessibilityRotorContent {
        TupleAccessibilityRotorContent(count: parts.reduce(0) { $0 + $1.count })
    }
}

/// One of the rotors VoiceOver has of its own, as SwiftUI's `AccessibilitySystemRotor`.
public nonisolated struct AccessibilitySystemRotor: Sendable {
    private let name: String
    /// Links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings-\(level)")
    }
    /// Bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

nonisolated extension View {
    /// Adds a rotor labelled `label` listing `entries`: accepted; a snapshot's transcript reads
    /// the elements in order, as before.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// A rotor labelled by a string literal's key.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// A rotor labelled by a string, as given.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// Entries for one of VoiceOver's own rotors.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: () -> Content) -> some View { self }

    /// A rotor of one entry an element of `entries`, labelled by `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor of one entry an element of `entries`, labelled by a string literal's key.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor of one entry an element of `entries`, identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor of one entry an element of `entries`, identified by `entryID`, labelled by a key.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>) -> some View { self }

    /// A rotor over ranges of the modified view's text.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View { self }

    /// A rotor over ranges of the modified view's text, labelled by a key.
    public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View { self }

    /// Marks this view as a rotor entry's target, `id` in `namespace`: accepted.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}
