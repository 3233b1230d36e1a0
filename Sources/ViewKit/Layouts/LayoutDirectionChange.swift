import Foundation

/// Where the layout direction changes inside a page (`.environment(\.layoutDirection, ...)`):
/// the views inside are wrapped in a `LayoutValueLayout` that carries the new direction under
/// its own key, so layout, which sees no environment, lays them out in that direction.
package nonisolated enum LayoutDirectionChange {
    /// The key the direction is carried under; no `LayoutValueKey` of a user's can be it.
    package static let key = ObjectIdentifier(LayoutDirectionChange.self)

    /// `node`, laid out in `direction`.
    package static func wrap(_ node: ResolvedNode, _ direction: LayoutDirection) -> ResolvedNode {
        .layout(AnyLayout(LayoutValueLayout(key: key, value: direction)), children: [node])
    }

    /// The direction `layout` lays its child out in, when it is a change of direction.
    package static func direction(of layout: AnyLayout) -> LayoutDirection? {
        guard layout.passesChildThrough, let set = layout.base(as: LayoutValueLayout.self), set.key == key else { return nil }
        return set.value as? LayoutDirection
    }

    /// `node` with a change of direction around a section or a list row's modifiers moved inside
    /// them, onto the views they hold, so that a list (or `Group(sections:)`) still finds the
    /// section or the row's insets and background, and lays what they hold out in that direction.
    package static func movedInside(_ node: ResolvedNode) -> ResolvedNode {
        guard case .layout(let layout, let children) = node, children.count == 1, let direction = direction(of: layout)
        else { return node }
        switch children[0] {
        case .section(let header, let rows, let footer):
            return .section(header: header.map { wrap($0, direction) }, rows: rows.map { wrap($0, direction) },
                            footer: footer.map { wrap($0, direction) })
        case .listRow(let insets, let background, let separator, let child):
            return .listRow(insets: insets, background: background, separator: separator, movedInside(wrap(child, direction)))
        default:
            return node
        }
    }
}
