import Foundation

/// A container that sizes and places its children with code, as SwiftUI's `Layout` protocol.
///
/// The built-in stacks are layouts too (`HStackLayout`, `VStackLayout`, `ZStackLayout`), and the
/// engine runs them and yours through the same calls. Use one as in SwiftUI:
/// `MyLayout() { child1; child2 }`. Like SwiftUI's, it refines `Animatable`; a snapshot is one
/// still moment, so `animatableData` is never set by the kit.
public protocol Layout: Animatable {
    /// Values computed once per layout pass and shared by the methods; `Void` when unused.
    associatedtype Cache = Void
    /// The children, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout as a container: a stack orientation sets the axis spacers and
    /// dividers inside it follow.
    static var layoutProperties: LayoutProperties { get }

    /// A fresh cache for `subviews`. Called once per layout pass, before the first use.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings `cache` up to date when the subviews changed. Snapshots lay out each view once, so
    /// the engine calls it only when a layout is reused with other children.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container prefers around itself, as a child of another layout.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the container chooses for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every child inside `bounds` (a size the container chose) with `LayoutSubview.place`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the container puts a horizontal guide, or nil to take it from the children.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Where the container puts a vertical guide (for example `.firstTextBaseline`), or nil to
    /// take it from the children.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

nonisolated extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache afresh.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the children's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }

    /// None: the guide comes from the children.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// None: the guide comes from the children.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The children the builder makes, laid out by this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        LayoutView(layout: AnyLayout(self), content: content())
    }
}

nonisolated extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void { () }
}

/// The name this kit used before the protocol took SwiftUI's.
@available(*, deprecated, renamed: "Layout")
public typealias CustomLayout = Layout

/// A layout with its children.
nonisolated struct LayoutView<Content: View>: View, PrimitiveView {
    let layout: AnyLayout
    let content: Content
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(layout, children: resolveView(content, in: environment))]
    }
}
