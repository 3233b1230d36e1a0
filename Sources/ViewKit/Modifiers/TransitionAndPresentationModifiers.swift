import Foundation

// iOS 17's modifiers for what changes over time or what a sheet does, written as SwiftUI
// declares them so that screen code compiles. A snapshot is one still moment of the screen it
// draws: each is accepted and changes nothing drawn, read or tapped.

/// How a view's content changes when it changes, as SwiftUI's `ContentTransition`.
public nonisolated struct ContentTransition: Equatable, Sendable {
    private let name: String

    /// No animation between contents.
    public static let identity = ContentTransition(name: "identity")
    /// The old content fades out and the new fades in.
    public static let opacity = ContentTransition(name: "opacity")
    /// The content is interpolated where it can be.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A symbol's replacement effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")

    /// Digits roll as a number counts (`countsDown` turns them the other way).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: countsDown ? "numericText-down" : "numericText")
    }

    /// Digits roll towards `value`.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(name: "numericText-\(value)")
    }
}

/// What a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`.
public nonisolated struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A namespace for matched geometry effects, as SwiftUI's `@Namespace` property wrapper: each
/// instance has an identity of its own.
@propertyWrapper
public struct Namespace: Sendable {
    /// A namespace's identity.
    public nonisolated struct ID: Hashable, Sendable {
        let value: Int
    }

    private static let counter = NamespaceCounter()
    /// This namespace's identity.
    public let wrappedValue: ID

    /// A new namespace.
    public init() {
        wrappedValue = ID(value: Namespace.counter.next())
    }
}

/// Hands out namespace identities.
private final nonisolated class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last = 0

    func next() -> Int {
        lock.withLock {
            last += 1
            return last
        }
    }
}

/// How a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`.
public nonisolated struct ScrollTargetBehavior: Sendable {
    private let name: String

    /// A page at a time.
    public static let paging = ScrollTargetBehavior(name: "paging")
    /// At the views of a `scrollTargetLayout()`.
    public static let viewAligned = ScrollTargetBehavior(name: "viewAligned")
}

/// When a scroll view bounces, as SwiftUI's `ScrollBounceBehavior`.
public nonisolated struct ScrollBounceBehavior: Sendable {
    private let name: String

    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

nonisolated extension View {
    /// Accepted: a still moment shows one content.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Accepted: a sheet's content is not drawn.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Accepted: the view is drawn where layout puts it; nothing moves between two places.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }

    /// Accepted: a scroll view is drawn scrolled to the top.
    public func scrollTargetBehavior(_ behavior: ScrollTargetBehavior) -> some View { self }

    /// Accepted: a scroll view is drawn scrolled to the top.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Accepted: a scroll view is drawn at rest.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// Accepted: a scroll view's content is drawn clipped to the page.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Accepted: nothing animates.
    public func geometryGroup() -> some View { self }

    /// Accepted: a scroll view is drawn scrolled to the top, whatever the binding holds.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Accepted: `action` is not run (as `onChange`, nothing changes in a still moment).
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View { self }

    /// Accepted: the names Voice Control listens for are not read by VoiceOver.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Accepted: the names Voice Control listens for are not read by VoiceOver.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
}
