/// Content for a navigation bar's toolbar, as SwiftUI's `ToolbarContent`: `ToolbarItem`,
/// `ToolbarItemGroup`, or a type of your own whose `body` is made of them.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// What this content is made of.
    associatedtype Body: ToolbarContent
    /// The content, built from items.
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: ToolbarContent {}

nonisolated extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public nonisolated struct ToolbarItemPlacement: Sendable, Hashable {
    nonisolated enum Slot: Sendable, Hashable {
        case leading, principal, trailing, bottom, status, none
    }
    let slot: Slot

    /// The system's choice: the trailing end of the bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The older name of `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The older name of `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The main action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Confirming: the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// Cancelling: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The bar at the bottom of the screen: items from its leading end, a `Spacer` among them
    /// taking the room left, as a toolbar's flexible space does.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Status in the centre of the bottom bar.
    public static let status = ToolbarItemPlacement(slot: .status)
    /// Above the keyboard: not drawn, there is no keyboard in a snapshot.
    public static let keyboard = ToolbarItemPlacement(slot: .none)
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem`.
public nonisolated struct ToolbarItem<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` (the trailing end by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Primitive.
    public typealias Body = Never

    package func entries(in environment: EnvironmentValues) -> [ToolbarEntry] {
        [ToolbarEntry(slot: placement.slot, nodes: resolveView(content, in: environment))]
    }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`: drawn as one item holding
/// them, side by side.
public nonisolated struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let item: ToolbarItem<Content>

    /// Items at `placement` (the trailing end by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        item = ToolbarItem(placement: placement, content: content)
    }

    /// Primitive.
    public typealias Body = Never

    package func entries(in environment: EnvironmentValues) -> [ToolbarEntry] { item.entries(in: environment) }
}

/// Toolbar content the kit turns into entries itself.
package protocol PrimitiveToolbarContent {
    /// The entries, resolved in `environment`.
    func entries(in environment: EnvironmentValues) -> [ToolbarEntry]
}

/// Resolved toolbar views at one slot of the bar.
package nonisolated struct ToolbarEntry: Sendable {
    let slot: ToolbarItemPlacement.Slot
    let nodes: [ResolvedNode]
}

/// Every entry of `content`, in order.
func resolveToolbar<T: ToolbarContent>(_ content: T, in environment: EnvironmentValues) -> [ToolbarEntry] {
    if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries(in: environment) }
    let body = EnvironmentValues.evaluate(content, in: environment) { onMainActor(content) { $0.body } }
    return resolveToolbar(body, in: environment)
}

/// Builds toolbar content from items, as SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public nonisolated enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// Several items.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent {
        var entries: [(EnvironmentValues) -> [ToolbarEntry]] = []
        repeat entries.append({ environment in resolveToolbar(each content, in: environment) })
        return TupleToolbarContent(parts: entries)
    }
    /// An optional item.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent {
        OptionalToolbarContent(part: content.map { value in { environment in resolveToolbar(value, in: environment) } })
    }
    /// The first branch of an `if`.
    public static func buildEither<First: ToolbarContent>(first: First) -> OptionalToolbarContent {
        OptionalToolbarContent(part: { environment in resolveToolbar(first, in: environment) })
    }
    /// The second branch of an `if`.
    public static func buildEither<Second: ToolbarContent>(second: Second) -> OptionalToolbarContent {
        OptionalToolbarContent(part: { environment in resolveToolbar(second, in: environment) })
    }
}

/// Several toolbar items together.
public nonisolated struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let parts: [(EnvironmentValues) -> [ToolbarEntry]]
    /// Primitive.
    public typealias Body = Never
    package func entries(in environment: EnvironmentValues) -> [ToolbarEntry] { parts.flatMap { $0(environment) } }
}

/// A toolbar item that may be absent.
public nonisolated struct OptionalToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    let part: ((EnvironmentValues) -> [ToolbarEntry])?
    /// Primitive.
    public typealias Body = Never
    package func entries(in environment: EnvironmentValues) -> [ToolbarEntry] { part?(environment) ?? [] }
}
