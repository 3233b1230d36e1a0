import Foundation

// iOS 17's `safeAreaPadding`: SwiftUI adds the insets to the view's safe area, so a scroll
// view's content starts inside them while its background (and content scrolled away) may run
// under them. A snapshot has no safe area and is drawn at rest, scrolled to the top: the insets
// are laid out as padding, which places the view's content where iOS shows it at rest.
nonisolated extension View {
    /// Adds `length` points (16 by default) to the safe area on the given edges: laid out as padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` points to the safe area on every edge: laid out as padding.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Adds the given insets to the safe area: laid out as padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}
