import Foundation

/// Where the layout direction changes inside a page (`.environment(\.layoutDirection, ...)`):
/// the views inside are wrapped in a `LayoutValueLayout` that carries the new direction under
/// its own key, so layout, which sees no environment, lays them out in that direction.
package enum LayoutDirectionChange {
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
}
