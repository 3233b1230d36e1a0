import Foundation

/// Which parts of the safe area a view may extend into, as SwiftUI's `SafeAreaRegions`.
public nonisolated struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// The regions with bits `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The area the container's bars and the device's edges take.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The area the keyboard takes.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What a screen asks of the device around it, as SwiftUI's modifiers declare them. A snapshot
/// draws the screen's content alone, without a status bar, home indicator or keyboard, and in the
/// colour scheme of its cell, so each is accepted and changes nothing (README, deviations).
nonisolated extension View {
    /// Accepted: a snapshot has no safe-area insets, so the view already reaches every edge it is
    /// given.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// The older `ignoresSafeArea`: changes nothing, as a snapshot has no safe-area insets.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Accepted: no status bar is drawn.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Accepted: the cell's colour scheme is the one drawn, so that one view can be reviewed in both.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
