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
    /// The views, made in the environment the `ForEach` is resolved in (which only
    /// `ForEach(subviews:)` reads).
    private let makeViews: (EnvironmentValues) -> [(id: ID, view: Content)]

    /// One view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        makeViews = { _ in data.map { ($0[keyPath: id], content($0)) } }
    }

    /// Views made in the environment the `ForEach` is resolved in.
    package init(makingViews: @escaping (EnvironmentValues) -> [(id: ID, view: Content)]) {
        makeViews = makingViews
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        makeViews(environment).flatMap { item -> [ResolvedNode] in
            guard let collector = environment.pickerOptions else { return resolveView(item.view, in: environment) }
            // In a picker, a row without a tag of its own is tagged with its id.
            let before = collector.options.count
            let nodes = resolveView(item.view, in: environment)
            if collector.options.count == before {
                collector.options.append(PickerOption(tag: AnyHashable(item.id), label: AnyView(item.view)))
            }
            return nodes
        }
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
