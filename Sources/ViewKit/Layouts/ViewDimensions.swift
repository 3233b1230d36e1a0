import Foundation

/// A child's size and where its alignment guides fall, as SwiftUI's `ViewDimensions`.
///
/// Guides are measured from the view's top leading corner. `.firstTextBaseline` is the first
/// line of text inside (the bottom edge for a view with no text); a guide of your own
/// (`AlignmentID`) falls where its `defaultValue(in:)` puts it; a guide the view sets with
/// `alignmentGuide(_:computeValue:)` is explicit and wins. Explicit guides are looked up when
/// asked for, so a layout pays only for the guides it reads.
public struct ViewDimensions: Equatable, Sendable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat
    private let firstBaseline: CGFloat?
    /// Finds the guides the view sets itself; nil for a view that sets none (almost every view).
    private let explicit: ExplicitGuides?

    /// Dimensions of a view `width` × `height` whose first text baseline is `firstTextBaseline`
    /// below its top (nil: it has no text, the guide is its bottom), with the guides it sets.
    package init(width: CGFloat, height: CGFloat, firstTextBaseline: CGFloat?, explicit: ExplicitGuides? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstTextBaseline
        self.explicit = explicit
    }

    /// Where `guide` falls across the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let value = explicit?.horizontal(guide) { return value }
        switch guide.kind {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        case .custom(let id): return id.defaultValue(in: self)
        }
    }

    /// Where `guide` falls down the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if guide != .firstTextBaseline, let value = explicit?.vertical(guide) { return value }
        switch guide.kind {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        case .custom(let id): return id.defaultValue(in: self)
        }
    }

    /// The guide's position when the view sets it itself (with `alignmentGuide`, or a first text
    /// baseline of a view with text, which the engine finds with any guide the view sets); nil
    /// otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guide == .firstTextBaseline ? firstBaseline : explicit?.vertical(guide)
    }

    /// The guide's position when the view sets it itself with `alignmentGuide`; nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit?.horizontal(guide) }

    /// Equal sizes, first baselines and explicit built-in guides (guides of your own are not
    /// compared: there is no list of them to go through).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.firstBaseline == rhs.firstBaseline
            && [HorizontalAlignment.leading, .center, .trailing].allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
            && [VerticalAlignment.top, .center, .bottom].allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
    }
}

/// How a view's explicit guides are found: asked of the layout engine when a guide is read.
package struct ExplicitGuides: @unchecked Sendable {
    /// The horizontal guide the view sets itself, or nil.
    let horizontal: (HorizontalAlignment) -> CGFloat?
    /// The vertical guide the view sets itself, or nil.
    let vertical: (VerticalAlignment) -> CGFloat?

    /// Guides found by the two look-ups.
    package init(horizontal: @escaping (HorizontalAlignment) -> CGFloat?,
                 vertical: @escaping (VerticalAlignment) -> CGFloat?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
