import Foundation

/// A key for a value a view hands the layout it sits in, as SwiftUI's `LayoutValueKey`: set it
/// with `layoutValue(key:value:)`, read it in a `Layout` with `subviews[index][Key.self]`.
///
/// ```swift
/// private struct Rank: LayoutValueKey {
///     static let defaultValue = 1
/// }
/// Text("First").layoutValue(key: Rank.self, value: 0)
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Gives the layout this view sits in `value` for `key`, as SwiftUI's
    /// `layoutValue(key:value:)`. Modifiers around the view pass it on; the nearest layout reads
    /// it (`LayoutSubview` subscript); set twice, the outermost wins.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let layout = LayoutValueLayout(key: ObjectIdentifier(key), value: value)
        return wrappingNodes { node, _ in .layout(AnyLayout(layout), children: [node]) }
    }
}

/// The layout of `layoutValue`: the child's size, place and guides, unchanged, with a value
/// for the enclosing layout to read.
package nonisolated struct LayoutValueLayout: Layout, @unchecked Sendable {
    /// The key's type, as an identity.
    package let key: ObjectIdentifier
    /// The value set.
    package let value: Any

    package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }

    package func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.dimensions(in: proposal)[explicit: guide]
    }
}
