import Foundation

/// How a view is put on the snapshot's page.
public enum SnapshotPresentation: String, Hashable, Sendable, CaseIterable {
    /// A component (a card, a row): inside the screen margins (16 pt, 20 on regular width), the
    /// page as tall as the view.
    case component
    /// A whole screen: edge to edge, lists with iOS's own side margins, the page as tall as the
    /// view's content (a scroll view shows everything it holds).
    case screen
    /// A whole screen as the device shows it: edge to edge, offered the device's screen height,
    /// the page exactly that tall (a scroll view clips what is below the fold).
    case deviceScreen
}

extension SnapshotConfiguration {
    /// The same cell presented as `presentation`.
    public func presented(as presentation: SnapshotPresentation) -> SnapshotConfiguration {
        var copy = self
        copy.presentation = presentation
        return copy
    }
}
