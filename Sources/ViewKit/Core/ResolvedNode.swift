import Foundation

/// A text run as the kit resolved it: the string and its style in the environment where it sits.
package struct ResolvedText: Sendable {
    package var string: String
    package var pointSize: Double
    package var weight: Font.Weight
    package var family: String?
    package var lineHeightMultiple: Double?
    package var color: Color.Resolved
    package var alignment: TextAlignment
    package var lineLimit: Int?
    package var direction: LayoutDirection
}

/// An image as resolved: a named asset or a symbol, and how it sizes itself.
package struct ResolvedImage: Sendable {
    package enum Source: Sendable {
        case asset(String)
        case symbol(String)
    }
    package var source: Source
    package var isResizable: Bool
    package var contentMode: ContentMode?
    /// For symbols: the point size of the font they take their size from.
    package var symbolPointSize: Double
    package var symbolWeight: Font.Weight
    package var color: Color.Resolved
}

/// A shape as resolved, in a unit the layout fits to its frame.
package enum ResolvedShape: Sendable, Hashable {
    case rectangle
    case roundedRectangle(topLeading: CGFloat, topTrailing: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, continuous: Bool)
    case capsule
    case circle
}

/// How a shape is painted.
package enum ShapePaint: Sendable {
    case fill(Color.Resolved)
    case strokeBorder(Color.Resolved, width: CGFloat)
}

/// A frame modifier's numbers.
package struct FrameSpec: Sendable {
    package var width: CGFloat?
    package var height: CGFloat?
    package var minWidth: CGFloat?
    package var idealWidth: CGFloat?
    package var maxWidth: CGFloat?
    package var minHeight: CGFloat?
    package var idealHeight: CGFloat?
    package var maxHeight: CGFloat?
    package var alignment: Alignment
    /// True for `frame(width:height:)`, false for the flexible form.
    package var isFixed: Bool
}

/// What accessibility modifiers said about a subtree.
package struct AccessibilitySpec: Sendable {
    package var label: String?
    package var hint: String?
    package var addedTraits: AccessibilityTraits = []
    package var removedTraits: AccessibilityTraits = []
    package var isHidden: Bool = false
    /// The subtree becomes one element whose label joins its texts.
    package var combinesChildren: Bool = false
}

/// A row of a `List`, with the row modifiers its content set.
package struct ResolvedListRow: Sendable {
    package var node: ResolvedNode
    package var insets: EdgeInsets?
    package var background: Color.Resolved?
    package var separator: Visibility
}

/// The primitive tree that layout sizes and places. Components and modifiers have been expanded.
package indirect enum ResolvedNode: Sendable {
    case text(ResolvedText)
    case image(ResolvedImage)
    case shape(ResolvedShape, ShapePaint)
    /// Children sized and placed by a layout: the stacks' built-in ones or a user's.
    case layout(AnyLayout, children: [ResolvedNode])
    case spacer(minLength: CGFloat?)
    case divider(color: Color.Resolved, thickness: CGFloat)
    case padding(EdgeInsets, ResolvedNode)
    case frame(FrameSpec, ResolvedNode)
    case background(ResolvedNode, behind: [ResolvedNode], alignment: Alignment)
    case overlay(ResolvedNode, above: [ResolvedNode], alignment: Alignment)
    case clip(ResolvedShape, ResolvedNode)
    case accessibility(AccessibilitySpec, ResolvedNode)
    case button(label: ResolvedNode, actionID: Int)
    case list(rows: [ResolvedListRow], sectionBackground: Color.Resolved, separator: Color.Resolved)
    case listRow(insets: EdgeInsets?, background: Color.Resolved?, separator: Visibility?, ResolvedNode)
    case annotation(component: String, properties: [String: String], ResolvedNode)
    case layoutPriority(Double, ResolvedNode)
    case fixedSize(horizontal: Bool, vertical: Bool, ResolvedNode)
    /// The single button inside takes this node's whole frame as its tap target and element frame.
    case tapArea(ResolvedNode)

    /// A vertical stack of `children`, as `VStack` resolves.
    package static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               _ children: [ResolvedNode]) -> ResolvedNode {
        .layout(AnyLayout(VStackLayout(alignment: alignment, spacing: spacing)), children: children)
    }
}
