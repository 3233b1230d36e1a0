import Foundation

/// Any layout with its type erased, as SwiftUI's `AnyLayout`: switch between layouts at run time
/// (`isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`) and use the result as a
/// layout. The engine runs every container, built-in or yours, through one of these.
public nonisolated struct AnyLayout: Layout, @unchecked Sendable {
    /// The erased layout's cache.
    public nonisolated struct Cache {
        fileprivate var value: Any
    }

    private let box: any AnyLayoutBox
    /// Whether the erased layout is an `alignmentGuide`'s (found from the type, without a cast).
    package let isAlignmentGuide: Bool
    /// Whether the erased layout is a modifier's that lays its one child out unchanged (an
    /// `alignmentGuide`'s or a `layoutValue`'s): priorities, guides and layout values pass through.
    package let passesChildThrough: Bool

    /// `layout`, erased.
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            box = erased.box
            isAlignmentGuide = erased.isAlignmentGuide
            passesChildThrough = erased.passesChildThrough
        } else {
            box = LayoutBox(layout: layout)
            isAlignmentGuide = L.self == AlignmentGuideLayout.self
            passesChildThrough = isAlignmentGuide || L.self == LayoutValueLayout.self
        }
    }

    /// The erased layout, when it is an `L`.
    package func base<L: Layout>(as type: L.Type) -> L? {
        box.base as? L
    }

    /// Whether the erased layout is an `alignmentGuide`'s that sets a guide of your own.
    package var setsCustomGuide: Bool {
        isAlignmentGuide && base(as: AlignmentGuideLayout.self)?.setsCustomGuide == true
    }

    /// Whether the erased layout is a built-in stack, which passes on the guides of your own
    /// that its children set (merged: `MergedGuide`).
    package var mergesCustomGuides: Bool {
        let base = box.base
        return base is VStackLayout || base is HStackLayout || base is ZStackLayout
    }

    /// The erased layout's stack orientation (AnyLayout itself reports none statically).
    public var stackOrientation: Axis? { box.properties.stackOrientation }

    /// True when the erased layout's size depends on the proposed height only through its
    /// children's sizes (the built-in stacks): then, when no child looks at the height, neither
    /// does the container, and the engine may answer every height with one measurement.
    package var sizesFromChildrenOnly: Bool { box.sizesFromChildrenOnly }

    /// The erased layout's fresh cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: box.makeCache(subviews))
    }

    /// The erased layout's cache update.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.value, subviews)
    }

    /// The erased layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    /// The erased layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The erased layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The erased layout's horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.horizontalGuide(guide, bounds, proposal, subviews, &cache.value)
    }

    /// The erased layout's vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.verticalGuide(guide, bounds, proposal, subviews, &cache.value)
    }
}

/// The calls of a layout, with its cache as `Any`.
private protocol AnyLayoutBox {
    var properties: LayoutProperties { get }
    var sizesFromChildrenOnly: Bool { get }
    var base: Any { get }
    func makeCache(_ subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews)
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any)
    func horizontalGuide(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                         _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
    func verticalGuide(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat?
}

private nonisolated struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    var properties: LayoutProperties { L.layoutProperties }

    var sizesFromChildrenOnly: Bool { layout is any SizedByChildrenLayout }

    var base: Any { layout }

    func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withTyped(&cache, subviews) { typed in layout.updateCache(&typed, subviews: subviews) }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withTyped(&cache, subviews) { typed in layout.spacing(subviews: subviews, cache: &typed) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withTyped(&cache, subviews) { typed in layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withTyped(&cache, subviews) { typed in
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    func horizontalGuide(_ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                         _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withTyped(&cache, subviews) { typed in
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    func verticalGuide(_ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize,
                       _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withTyped(&cache, subviews) { typed in
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }

    /// Runs `body` on the cache as `L.Cache`; a cache of another layout's type (after switching
    /// layouts) is replaced by a fresh one.
    private func withTyped<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let result = body(&typed)
        cache = typed
        return result
    }
}

/// A layout whose chosen size depends on the proposed height only through what its children
/// choose: given children that ignore the proposed height, it ignores it too.
package protocol SizedByChildrenLayout: Layout {}

nonisolated extension HStackLayout: SizedByChildrenLayout {}
nonisolated extension VStackLayout: SizedByChildrenLayout {}
nonisolated extension ZStackLayout: SizedByChildrenLayout {}
nonisolated extension LayoutValueLayout: SizedByChildrenLayout {}
