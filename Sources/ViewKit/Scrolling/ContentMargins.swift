import Foundation

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement` (iOS 17).
public nonisolated struct ContentMarginPlacement: Sendable, Hashable {
    let rawValue: Int
    /// The scrollable view decides: its content.
    public static let automatic = ContentMarginPlacement(rawValue: 0)
    /// The scrollable view's content.
    public static let scrollContent = ContentMarginPlacement(rawValue: 1)
    /// The scroll indicators only, which a snapshot never draws.
    public static let scrollIndicators = ContentMarginPlacement(rawValue: 2)
}

/// The content margins scrollable views inside take (`contentMargins(_:_:for:)`): a length for each
/// edge that sets one, nil for the view's own.
package nonisolated struct ContentMargins: Sendable, Hashable {
    package var top: CGFloat?
    package var leading: CGFloat?
    package var bottom: CGFloat?
    package var trailing: CGFloat?

    /// These margins with `length` on `edges`.
    func setting(_ edges: Edge.Set, to length: CGFloat) -> ContentMargins {
        var margins = self
        if edges.contains(.top) { margins.top = length }
        if edges.contains(.leading) { margins.leading = length }
        if edges.contains(.bottom) { margins.bottom = length }
        if edges.contains(.trailing) { margins.trailing = length }
        return margins
    }

    /// The margins as insets, 0 on edges that set none: what a scroll view's content is padded by.
    package var insets: EdgeInsets {
        EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
    }

    /// Whether any edge sets a margin.
    package var isEmpty: Bool { top == nil && leading == nil && bottom == nil && trailing == nil }
}

/// The margin `contentMargins(_:_:for:)` gives an edge when no length is given: the system's
/// default, taken to be the standard padding (a guess; iOS does not publish it).
public let defaultContentMargin: CGFloat = defaultPadding

nonisolated extension EnvironmentValues {
    private nonisolated struct ContentMarginsKey: EnvironmentKey {
        static var defaultValue: ContentMargins { ContentMargins() }
    }

    /// The content margins of scrollable views below.
    package var contentMargins: ContentMargins {
        get { self[ContentMarginsKey.self] }
        set { self[ContentMarginsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Margins on `edges` of the content of scrollable views inside (iOS 17): a scroll view's
    /// content starts that far inside it, and a list's sections keep that far from its sides and
    /// its ends. `length` nil is the system's default (`defaultContentMargin`); margins for
    /// `.scrollIndicators` change nothing a snapshot draws.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformingEnvironment { environment in
            guard placement != .scrollIndicators else { return }
            environment.contentMargins = environment.contentMargins.setting(edges, to: length ?? defaultContentMargin)
        }
    }

    /// `insets` as margins on `edges` of the content of scrollable views inside (iOS 17).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        transformingEnvironment { environment in
            guard placement != .scrollIndicators else { return }
            var margins = environment.contentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            environment.contentMargins = margins
        }
    }

    /// `length` as the margin on every edge of the content of scrollable views inside (iOS 17).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
