import Foundation

/// The top or bottom edge, as SwiftUI's `VerticalEdge`.
public nonisolated enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
    public nonisolated struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Edges from bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public nonisolated enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// Content kept at an edge of a view, as SwiftUI's `safeAreaInset`. A snapshot shows the view
/// whole, so the content is stacked beside it at that edge, `spacing` apart (the stack's default
/// when nil), aligned by `alignment`; the view does not extend under it (README, deviations).
nonisolated extension View {
    /// `content` above or below this view.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top {
                inset
                self
            } else {
                self
                inset
            }
        }
    }

    /// `content` before or after this view.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center,
                                       spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading {
                inset
                self
            } else {
                self
                inset
            }
        }
    }
}
