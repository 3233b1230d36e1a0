/// A view with no content.
public nonisolated struct EmptyView: View, PrimitiveView {
    /// Nothing.
    public init() {}
    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { [] }
}

/// A type-erased view.
public nonisolated struct AnyView: View, PrimitiveView {
    private let view: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) { self.view = view }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { resolveAny(view, in: environment) }
}

/// Groups views without laying them out; modifiers apply to each child.
public nonisolated struct Group<Content: View>: View, PrimitiveView {
    private let content: Content

    /// A group of the views the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] { resolveView(content, in: environment) }
}

/// Views made from a collection, one per element.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// Makes the views one at a time in the environment the `ForEach` is resolved in (which only
    /// `ForEach(subviews:)` reads), handing each with its id to the visitor before making the next:
    /// a row is resolved while what it was made of is still in the processor's caches, and no
    /// array of every row's view is kept (for a long list, more than the caches hold).
    private let visitViews: (EnvironmentValues, (ID, Content) -> Void) -> Void
    /// How many views there will be, when known before making them.
    private let expectedCount: Int?

    /// One view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        visitViews = { _, visit in
            for element in data { visit(element[keyPath: id], content(element)) }
        }
        expectedCount = data.count
    }

    /// Views made in the environment the `ForEach` is resolved in.
    package init(makingViews: @escaping (EnvironmentValues) -> [(id: ID, view: Content)]) {
        visitViews = { environment, visit in
            for item in makingViews(environment) { visit(item.id, item.view) }
        }
        expectedCount = nil
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        if let expectedCount { nodes.reserveCapacity(expectedCount) }
        let collector = environment.pickerOptions
        visitViews(environment) { id, view in
            guard let collector else {
                nodes.append(contentsOf: resolveView(view, in: environment))
                return
            }
            // In a picker, a row without a tag of its own is tagged with its id.
            let before = collector.options.count
            nodes.append(contentsOf: resolveView(view, in: environment))
            if collector.options.count == before {
                collector.options.append(PickerOption(tag: AnyHashable(id), label: AnyView(view)))
            }
        }
        return nodes
    }
}

nonisolated extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

nonisolated extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
