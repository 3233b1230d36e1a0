import Foundation

/// A scrollable view, as SwiftUI's `ScrollView`. A snapshot shows it scrolled to the top.
///
/// Its children are stacked along its axis (a `VStack` for `.vertical`, an `HStack` for
/// `.horizontal`) and offered unlimited length there. The scroll view takes the size it is offered
/// and clips its content to it; offered no height (a snapshot's page proposes none unless the
/// configuration clips to the device's screen), it is as tall as its content, so the whole
/// content shows, as snapshot tools draw a scroll view's content size. Content margins
/// (`contentMargins(_:_:for:)`) pad the content inside it.
public nonisolated struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// A scroll view along `axes` (vertical by default); indicators are never drawn.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let children = resolveView(content, in: environment)
        let stacked: ResolvedNode
        if axes == .horizontal {
            stacked = .layout(AnyLayout(HStackLayout()), children: children)
        } else {
            stacked = .vstack(children)
        }
        // `contentMargins(_:_:for:)`: the content starts inside the margins, as at rest.
        let margins = environment.contentMargins
        let content: ResolvedNode = margins.isEmpty ? stacked : .padding(margins.insets, stacked)
        return [.clip(.rectangle, .effect(.scrollContent(vertical: axes.contains(.vertical), horizontal: axes.contains(.horizontal)), .layout(AnyLayout(ScrollLayout(axes: axes)), children: [content])))]
    }
}

/// The layout of a scroll view's content.
///
/// 1. The content is offered nothing (its ideal length) along the scrolling axes and the
///    proposal across them.
/// 2. The scroll view takes the proposal on each axis where it is finite, and the content's
///    length where it is not.
/// 3. The content is placed at the top, centred across the scrolling axis when narrower.
nonisolated struct ScrollLayout: Layout {
    let axes: Axis.Set

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        let size = content.sizeThatFits(contentProposal(proposal))
        func length(_ proposed: CGFloat?, _ own: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return own }
            return proposed
        }
        return CGSize(width: length(proposal.width, size.width), height: length(proposal.height, size.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let offer = contentProposal(proposal)
        let size = content.sizeThatFits(offer)
        let x = axes.contains(.horizontal) ? bounds.minX : bounds.minX + max(0, bounds.width - size.width) / 2
        let y = axes.contains(.vertical) ? bounds.minY : bounds.minY + max(0, bounds.height - size.height) / 2
        content.place(at: CGPoint(x: x, y: y), proposal: offer)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }
}

/// Gives its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`; a snapshot stays
/// at the top, so scrolling does nothing.
public nonisolated struct ScrollViewReader<Content: View>: View {
    private let content: (ScrollViewProxy) -> Content

    /// Content made with the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content.
    public var body: Content { content(ScrollViewProxy()) }
}

/// Scrolls a scroll view to a child, as SwiftUI's `ScrollViewProxy`; does nothing in a still.
public nonisolated struct ScrollViewProxy: Sendable {
    /// Accepted; a snapshot stays scrolled to the top.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`; never drawn here.
public nonisolated struct ScrollIndicatorVisibility: Sendable, Hashable {
    let rawValue: Int
    /// The system decides.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

nonisolated extension View {
    /// A snapshot does not scroll; `@Environment(\.isScrollEnabled)` inside is false when disabled.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformingEnvironment { $0.isScrollEnabled = !disabled }
    }

    /// Accepted; indicators are never drawn.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Accepted; an identifier for `ScrollViewProxy.scrollTo`, which does nothing in a still.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
