import Foundation

/// A child's size and where its alignment guides fall, as SwiftUI's `ViewDimensions`.
///
/// Guides are measured from the view's top leading corner. `.firstTextBaseline` and
/// `.lastTextBaseline` are the first and last lines of text inside (the bottom edge for a view
/// with no text); a guide of your own (`AlignmentID`) falls where its `defaultValue(in:)` puts
/// it; a guide the view sets with `alignmentGuide(_:computeValue:)` is explicit and wins. The last
/// baseline and explicit guides are asked of the layout engine when read, so a layout pays only
/// for the guides it reads.
public nonisolated struct ViewDimensions: Equatable, Sendable {
    /// The width, in points.
    public let width: CGFloat
    /// The height, in points.
    public let height: CGFloat
    private let firstBaseline: CGFloat?
    /// The child these are the dimensions of, for the guides looked up when read; nil for
    /// dimensions made from a size alone (no text, no guides of its own).
    private let source: DimensionSource?

    /// Dimensions of a view `width` × `height` whose first text baseline is `firstTextBaseline`
    /// below its top (nil: it has no text, the guide is its bottom), with its other guides looked
    /// up in `source`.
    package init(width: CGFloat, height: CGFloat, firstTextBaseline: CGFloat?, source: DimensionSource? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstTextBaseline
        self.source = source
    }

    /// Where `guide` falls across the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        if let value = self[explicit: guide] { return value }
        switch guide.kind {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        case .custom(let id): return id.defaultValue(in: self)
        }
    }

    /// Where `guide` falls down the height.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if !guide.isTextBaseline, let value = source?.explicitGuide(guide) { return value }
        switch guide.kind {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return firstBaseline ?? height
        case .lastTextBaseline: return source?.lastTextBaseline() ?? height
        case .custom(let id): return id.defaultValue(in: self)
        }
    }

    /// The guide's position when the view sets it itself (with `alignmentGuide`, or a text
    /// baseline of a view with text, which the engine finds with any guide the view sets); nil
    /// otherwise.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        switch guide.kind {
        case .firstTextBaseline: return firstBaseline
        case .lastTextBaseline: return source?.lastTextBaseline()
        default: return source?.explicitGuide(guide)
        }
    }

    /// The guide's position when the view sets it itself with `alignmentGuide`; nil otherwise.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { source?.explicitGuide(guide) }

    /// Equal sizes, first baselines and explicit built-in edge and centre guides (the last
    /// baseline and guides of your own are not compared: they are looked up when read).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.firstBaseline == rhs.firstBaseline
            && [HorizontalAlignment.leading, .center, .trailing].allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
            && [VerticalAlignment.top, .center, .bottom].allSatisfy { lhs[explicit: $0] == rhs[explicit: $0] }
    }
}

/// A layout's child as its dimensions look their guides up: the engine that answers for it, its
/// index, and the proposal it was sized for.
package nonisolated struct DimensionSource: @unchecked Sendable {
    let engine: any LayoutSubviewEngine
    let index: Int
    let proposal: ProposedViewSize
    /// Whether the child may set a guide itself; when false, no explicit guide is looked up.
    let hasExplicitGuides: Bool

    /// Child `index` of `engine`, sized for `proposal`.
    package init(engine: any LayoutSubviewEngine, index: Int, proposal: ProposedViewSize, hasExplicitGuides: Bool) {
        self.engine = engine
        self.index = index
        self.proposal = proposal
        self.hasExplicitGuides = hasExplicitGuides
    }

    func explicitGuide(_ guide: HorizontalAlignment) -> CGFloat? {
        hasExplicitGuides ? engine.explicitGuide(guide, proposal, at: index) : nil
    }

    func explicitGuide(_ guide: VerticalAlignment) -> CGFloat? {
        hasExplicitGuides ? engine.explicitGuide(guide, proposal, at: index) : nil
    }

    func lastTextBaseline() -> CGFloat? {
        engine.lastTextBaseline(proposal, at: index)
    }
}
