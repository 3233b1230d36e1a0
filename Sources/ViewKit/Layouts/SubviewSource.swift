import Foundation

/// Where a view's subviews came from, so that a subview shown in another environment is made
/// again in it, as SwiftUI makes a subview where it is shown: a `font` or `foregroundStyle` put
/// on a subview, or a list it is placed in, reaches inside it.
///
/// The subviews are first made in the environment where `Group(subviews:)` (or sections, or a
/// `ForEach` of them) stands. A subview asked for in an environment that looks the same is
/// that first making; in one that differs, the whole view is made again in it (once for each
/// such environment) and the subview at the same place in the same group is taken. When the
/// view makes a different number of subviews there, the first making is kept.
final nonisolated class SubviewSource: @unchecked Sendable {
    /// The subviews in groups (one group, or a section's header, content and footer each),
    /// made in an environment.
    private let make: (EnvironmentValues) -> [[ResolvedNode]]
    private let first: EnvironmentValues
    private let firstShape: [Int]
    private var remade: [(environment: EnvironmentValues, groups: [[ResolvedNode]])] = []

    /// A source whose first making, in `environment`, is `groups`.
    init(groups: [[ResolvedNode]], in environment: EnvironmentValues, make: @escaping (EnvironmentValues) -> [[ResolvedNode]]) {
        self.make = make
        first = environment
        firstShape = groups.map(\.count)
    }

    /// Subview `position` of group `group` as made in `environment`; nil when the first making
    /// serves (the environment looks the same, or the view makes other subviews there).
    func node(group: Int, position: Int, in environment: EnvironmentValues) -> ResolvedNode? {
        if environment.looksTheSame(as: first) { return nil }
        let groups: [[ResolvedNode]]
        if let known = remade.first(where: { environment.looksTheSame(as: $0.environment) }) {
            groups = known.groups
        } else {
            groups = make(environment)
            remade.append((environment, groups))
        }
        guard groups.map(\.count) == firstShape else { return nil }
        return groups[group][position]
    }
}

nonisolated extension EnvironmentValues {
    /// Whether a view made in `other` would be made as in this environment: the same scheme,
    /// text size, direction, font, colours, line limit and alignment, and the same component
    /// values (compared where they can be; a value that cannot be compared is taken as the same).
    func looksTheSame(as other: EnvironmentValues) -> Bool {
        guard colorScheme == other.colorScheme, dynamicTypeSize == other.dynamicTypeSize,
              horizontalSizeClass == other.horizontalSizeClass, displayScale == other.displayScale,
              layoutDirection == other.layoutDirection, font == other.font, foregroundColor == other.foregroundColor,
              isBold == other.isBold, lineLimit == other.lineLimit, multilineTextAlignment == other.multilineTextAlignment,
              tint == other.tint, custom.count == other.custom.count else { return false }
        for (key, value) in custom {
            guard let theirs = other.custom[key] else { return false }
            if let mine = value as? AnyHashable, let theirs = theirs as? AnyHashable, mine != theirs { return false }
        }
        return true
    }
}
