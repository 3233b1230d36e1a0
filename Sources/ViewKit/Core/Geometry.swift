import Foundation

/// Insets on each edge, in points.
public nonisolated struct EdgeInsets: Hashable, Sendable {
    /// Above.
    public var top: CGFloat
    /// At the start of a line.
    public var leading: CGFloat
    /// Below.
    public var bottom: CGFloat
    /// At the end of a line.
    public var trailing: CGFloat

    /// Insets given edge by edge; zero by default.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge of a rectangle.
public nonisolated enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// Top.
    case top
    /// Leading.
    case leading
    /// Bottom.
    case bottom
    /// Trailing.
    case trailing

    /// A set of edges.
    public nonisolated struct Set: OptionSet, Hashable, Sendable {
        /// Bits.
        public let rawValue: Int8
        /// From bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Top.
        public static let top = Set(rawValue: 1)
        /// Leading.
        public static let leading = Set(rawValue: 2)
        /// Bottom.
        public static let bottom = Set(rawValue: 4)
        /// Trailing.
        public static let trailing = Set(rawValue: 8)
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// The two layout axes.
public nonisolated enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

/// How content fits a frame of another aspect ratio.
public nonisolated enum ContentMode: Hashable, Sendable {
    /// Scale to fit inside, letterboxing.
    case fit
    /// Scale to cover, cropping.
    case fill
}

/// Visible or hidden, for list separators and the like.
public nonisolated enum Visibility: Hashable, Sendable {
    /// The system decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
