import Foundation

/// A list as the kit resolved it: its sections in order, with how they are drawn.
package nonisolated struct ResolvedList: Sendable {
    /// The sections; loose rows between explicit sections form sections of their own.
    package var sections: [ResolvedListSection]
    /// The list's style.
    package var style: ListStyleKind
    /// The fill behind rows.
    package var sectionBackground: Color.Resolved
    /// The colour of separators.
    package var separator: Color.Resolved
    /// Space between the list's sides and its sections (0 where the page's margins stand in).
    package var margin: CGFloat
    /// Space between sections.
    package var sectionSpacing: CGFloat
    /// Space between neighbouring rows of a section (`listRowSpacing(_:)`); nil for none, rows
    /// then sharing their panel.
    package var rowSpacing: CGFloat? = nil
    /// The least height of a row with insets (`EnvironmentValues.defaultMinListRowHeight`).
    package var minimumRowHeight: CGFloat = EnvironmentValues.standardMinListRowHeight

    /// Every child view in layout order: each section's header, rows (each followed by its
    /// background view, if any), then footer.
    package var childNodes: [ResolvedNode] {
        sections.flatMap { section in
            (section.header.map { [$0] } ?? []) + section.rows.flatMap { [$0.node] + ($0.backgroundView.map { [$0] } ?? []) }
                + (section.footer.map { [$0] } ?? [])
        }
    }

    /// The same list with `transform` applied to each child view.
    package func mappingNodes(_ transform: (ResolvedNode) -> ResolvedNode) -> ResolvedList {
        var copy = self
        copy.sections = sections.map { section in
            var section = section
            section.header = section.header.map(transform)
            section.footer = section.footer.map(transform)
            section.rows = section.rows.map { row in
                var row = row
                row.node = transform(row.node)
                row.backgroundView = row.backgroundView.map(transform)
                return row
            }
            return section
        }
        return copy
    }
}

/// One section of a list: an optional header and footer around its rows.
package nonisolated struct ResolvedListSection: Sendable {
    /// The header view, already styled and marked as a heading.
    package var header: ResolvedNode?
    /// The rows.
    package var rows: [ResolvedListRow]
    /// The footer view, already styled.
    package var footer: ResolvedNode?
}

/// The list styles the kit draws, which every `ListStyle` maps to.
public nonisolated enum ListStyleKind: Sendable, Hashable {
    /// Rounded sections inset from the sides (iOS's default for lists of sections).
    case insetGrouped
    /// Sections the full width of the list, square.
    case grouped
    /// Rows on the list's background, separators to the trailing edge, no section fills.
    case plain
}
