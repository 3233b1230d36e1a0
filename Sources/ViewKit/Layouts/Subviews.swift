import Foundation

/// One subview of a view, as SwiftUI's `Subview` (iOS 18): what `Group(subviews:)` and
/// `ForEach(subviews:)` hand you, to place, wrap or decorate as your own container wants, and
/// the container values it sets.
///
/// The subviews of a view are the views it is made of, flattened: each view of a `ViewBuilder`
/// block, each of a `ForEach`'s views, each of a `Group`'s; `EmptyView` and a false `if` give
/// none; a stack, list or other container is one. As in SwiftUI, a subview is drawn in the
/// environment where it is shown: a `font` or `foregroundStyle` put on it reaches inside it
/// (`SubviewSource`).
public nonisolated struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity: its position among the subviews of the view it was taken from.
    public nonisolated struct ID: Hashable, Sendable {
        let position: Int
    }

    private let node: ResolvedNode
    private let source: SubviewSource?
    private let group: Int

    /// The subview's identity.
    public let id: ID

    init(_ node: ResolvedNode, position: Int, source: SubviewSource?, group: Int) {
        self.node = node
        self.source = source
        self.group = group
        id = ID(position: position)
    }

    /// The values the subview sets with `containerValue(_:_:)`, looking through the modifiers
    /// around it.
    public var containerValues: ContainerValues { node.containerValues }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [source?.node(group: group, position: id.position, in: environment) ?? node]
    }
}

/// The subviews of a view, as SwiftUI's `SubviewsCollection` (iOS 18): a collection you can
/// index, slice and count, and a view that shows them all where it stands. A slice keeps the
/// whole's positions and is a `SubviewsCollection` too (`SubviewsCollectionSlice` names it).
public nonisolated struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    private let subviews: ArraySlice<Subview>

    /// The subviews `view` is made of, made in `environment` (and again where one is shown in
    /// another environment).
    init<Base: View>(of view: Base, in environment: EnvironmentValues) {
        let nodes = resolveView(view, in: environment)
        let source = SubviewSource(groups: [nodes], in: environment) { [resolveView(view, in: $0)] }
        self.init(nodes, source: source, group: 0)
    }

    /// The subviews of these resolved views, one each: group `group` of `source`.
    init(_ nodes: [ResolvedNode], source: SubviewSource?, group: Int) {
        subviews = ArraySlice(nodes.enumerated().map { Subview($1, position: $0, source: source, group: group) })
    }

    private init(slice: ArraySlice<Subview>) {
        subviews = slice
    }

    /// The first position.
    public var startIndex: Int { subviews.startIndex }
    /// Past the last position.
    public var endIndex: Int { subviews.endIndex }
    /// The subview at `position`.
    public subscript(position: Int) -> Subview { subviews[position] }
    /// The subviews at `bounds`, keeping their positions.
    public subscript(bounds: Range<Int>) -> SubviewsCollection { SubviewsCollection(slice: subviews[bounds]) }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        subviews.flatMap { $0.resolve(in: environment) }
    }
}

/// Some of a view's subviews, as SwiftUI's `SubviewsCollectionSlice`: here the same type as the
/// whole, with the whole's positions.
public typealias SubviewsCollectionSlice = SubviewsCollection

/// The view `Group(subviews:transform:)` makes, as SwiftUI's `GroupElementsOfContent`: the
/// transform given the subviews of the base view.
public nonisolated struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView {
    let base: Subviews
    let transform: (SubviewsCollection) -> Content

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(transform(SubviewsCollection(of: base, in: environment)), in: environment)
    }
}

nonisolated extension Group {
    /// The view `transform` makes of the subviews of `view`, as SwiftUI's
    /// `Group(subviews:transform:)` (iOS 18): the way to write a container of your own.
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(base: view, transform: transform) }
    }
}

/// What `ForEach(subviews:content:)` goes over, as SwiftUI's `ForEachSubviewCollection`: the
/// subviews are made when the `ForEach` is, in its environment, so this holds none itself.
public nonisolated struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// Empty.
    public var startIndex: Int { 0 }
    /// Empty.
    public var endIndex: Int { 0 }
    /// Never called: the collection is empty.
    public subscript(position: Int) -> Subview { preconditionFailure("ForEachSubviewCollection holds no subviews") }
}

nonisolated extension ForEach {
    /// One view, made by `content`, for each subview of `view`, as SwiftUI's
    /// `ForEach(subviews:content:)` (iOS 18).
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(makingViews: { environment in
            SubviewsCollection(of: view, in: environment).map { ($0.id, content($0)) }
        })
    }
}
