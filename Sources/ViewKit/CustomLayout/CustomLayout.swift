import Foundation

/// A container that sizes and places its children with code, as SwiftUI's `Layout` protocol.
///
/// It has another name here because the project has a module called `Layout`, and a type of
/// that name would hide the module wherever both are imported. Use it as in SwiftUI:
/// `MyLayout() { child1; child2 }`.
public protocol CustomLayout: Sendable {
    /// Values computed once per layout pass and shared by the two methods; `Void` when unused.
    associatedtype Cache = Void
    /// The children, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// A fresh cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// The size the container chooses for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every child inside `bounds` (a size the container chose) with `LayoutSubview.place`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension CustomLayout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension CustomLayout {
    /// The children the builder makes, laid out by this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// A custom layout with its children.
struct CustomLayoutView<L: CustomLayout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.customLayout(AnyCustomLayout(layout), children: resolveView(content, in: environment))]
    }
}

/// A custom layout with its type erased, as the layout engine calls it. A fresh cache is made
/// for each call, so the value stays immutable and safe to share.
package struct AnyCustomLayout: Sendable {
    /// `sizeThatFits(proposal:subviews:cache:)`.
    package let sizeThatFits: @Sendable (ProposedViewSize, LayoutSubviews) -> CGSize
    /// `placeSubviews(in:proposal:subviews:cache:)`.
    package let placeSubviews: @Sendable (CGRect, ProposedViewSize, LayoutSubviews) -> Void

    init<L: CustomLayout>(_ layout: L) {
        sizeThatFits = { proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        placeSubviews = { bounds, proposal, subviews in
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
