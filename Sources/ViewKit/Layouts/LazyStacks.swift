import Foundation

/// A vertical stack that SwiftUI builds lazily, as `LazyVStack`. Every row is drawn here. Unlike
/// `VStack` it takes the whole width it is offered, aligning its children in it.
public nonisolated struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack; `pinnedViews` are accepted and drawn in place.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(LazyStackLayout<VerticalOrientation>(core: LazyStackCore(axis: .vertical, spacing: spacing,
                                                                alignment: Alignment(horizontal: alignment, vertical: .center)))),
                 children: resolveView(content, in: environment))]
    }
}

/// A horizontal stack that SwiftUI builds lazily, as `LazyHStack`; every child is drawn, and it
/// takes the whole height it is offered.
public nonisolated struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack; `pinnedViews` are accepted and drawn in place.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        [.layout(AnyLayout(LazyStackLayout<HorizontalOrientation>(core: LazyStackCore(axis: .horizontal, spacing: spacing,
                                                                alignment: Alignment(horizontal: .center, vertical: alignment)))),
                 children: resolveView(content, in: environment))]
    }
}

/// Which views stay pinned while a lazy stack scrolls, as SwiftUI's `PinnedScrollableViews`.
public nonisolated struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// Bits.
    public let rawValue: UInt32
    /// From bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The axis a lazy stack's layout stacks along, as a type.
protocol StackOrientationMarker {
    static var axis: Axis { get }
}

/// Top to bottom.
nonisolated enum VerticalOrientation: StackOrientationMarker {
    static var axis: Axis { .vertical }
}

/// Leading to trailing.
nonisolated enum HorizontalOrientation: StackOrientationMarker {
    static var axis: Axis { .horizontal }
}

/// A lazy stack's layout along `Orientation.axis` (see `LazyStackCore`); spacers and dividers
/// inside follow that axis.
nonisolated struct LazyStackLayout<Orientation: StackOrientationMarker>: Layout {
    let core: LazyStackCore

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = Orientation.axis
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        core.size(proposal, subviews)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        core.place(in: bounds, proposal, subviews)
    }
}

/// A lazy stack: the stack's own distribution along the axis (`StackDistribution`); across it,
/// the whole proposal when finite (the widest child otherwise), each child aligned in it.
nonisolated struct LazyStackCore {
    let axis: Axis
    let spacing: CGFloat?
    let alignment: Alignment

    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let distribution = StackDistribution(axis: axis, spacing: spacing, proposal: proposal, subviews: subviews)
        let along = distribution.length(along: axis)
        let widest = distribution.sizes.map { $0.length(across: axis) }.max() ?? 0
        let across = proposal.length(across: axis).flatMap { $0.isFinite ? $0 : nil } ?? widest
        return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let distribution = StackDistribution(axis: axis, spacing: spacing, proposal: proposal, subviews: subviews)
        var cursor = axis == .vertical ? bounds.minY : bounds.minX
        for index in distribution.sizes.indices {
            let size = distribution.sizes[index]
            let slot = axis == .vertical
                ? CGRect(x: bounds.minX, y: cursor, width: bounds.width, height: size.height)
                : CGRect(x: cursor, y: bounds.minY, width: size.width, height: bounds.height)
            subviews[index].place(at: alignment.origin(of: size, in: slot), proposal: distribution.proposals[index])
            cursor += size.length(along: axis) + distribution.gap(after: index)
        }
    }
}
