import Foundation

/// The questions the layout engine answers about the children of one layout, each child named
/// by its index among them: one engine answers for all of a layout's children, so handing a
/// layout its children makes no object a child.
package protocol LayoutSubviewEngine: AnyObject {
    /// The size child `index` chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, at index: Int) -> CGSize
    /// Child `index`'s first text baseline below its top at its size for `proposal`; nil with no text.
    func firstTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat?
    /// Child `index`'s last text baseline below its top at its size for `proposal`; nil with no text.
    func lastTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat?
    /// Records where the layout put child `index`: `anchor` of its size for `proposal` at `position`.
    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// Child `index`'s layout priority (0 unless `layoutPriority` set one).
    func priority(at index: Int) -> Double
    /// Whether any child may set an alignment guide itself (found when the children were made).
    var anyHasExplicitGuides: Bool { get }
    /// Whether child `index` may set an alignment guide itself (`alignmentGuide`, seen through
    /// the modifiers that pass guides on); false for almost every view, cheaply.
    func hasExplicitGuides(at index: Int) -> Bool
    /// The horizontal `guide` child `index` sets itself at its size for `proposal`; nil if none.
    func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat?
    /// The vertical `guide` child `index` sets itself at its size for `proposal`; nil if none.
    func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat?
    /// The value child `index` gives the layout key `key` (`layoutValue(key:value:)`); nil if none.
    func layoutValue(_ key: ObjectIdentifier, at index: Int) -> Any?
    /// The container values child `index` sets (`containerValue(_:_:)`).
    func containerValues(at index: Int) -> ContainerValues
    /// The direction the children are laid out in: the layout's own (`EnvironmentValues.layoutDirection` where it stands).
    var layoutDirection: LayoutDirection { get }
}

/// One child of a layout, as SwiftUI's `LayoutSubview`: ask it for its size under a proposal,
/// then place it. The layout engine answers both. Two are equal when they are the same child
/// of the same layout in the same pass.
public nonisolated struct LayoutSubview: Equatable {
    private let engine: any LayoutSubviewEngine
    private let index: Int
    /// The child's layout priority (0 unless `layoutPriority` set one). Asked of the engine when
    /// read, not when the subview is made: a layout that only sizes and places its children never
    /// makes the engine look at them for it.
    public var priority: Double { engine.priority(at: index) }
    /// The spacing the child prefers around itself.
    public let spacing: ViewSpacing

    /// Child `index` of the layout answered by `engine`.
    package init(engine: any LayoutSubviewEngine, index: Int, spacing: ViewSpacing = ViewSpacing()) {
        self.engine = engine
        self.index = index
        self.spacing = spacing
    }

    /// The size the child chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.sizeThatFits(proposal, at: index)
    }

    /// The child's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = engine.sizeThatFits(proposal, at: index)
        let source = DimensionSource(engine: engine, index: index, proposal: proposal,
                                     hasExplicitGuides: engine.hasExplicitGuides(at: index))
        return ViewDimensions(width: size.width, height: size.height,
                              firstTextBaseline: engine.firstTextBaseline(proposal, at: index), source: source)
    }

    /// Whether the child may set an alignment guide itself; when false, its guides are the
    /// defaults from its size (and its first text baseline).
    package var hasExplicitGuides: Bool { engine.hasExplicitGuides(at: index) }

    /// Where the child sets `guide` itself at its size for `proposal`; nil if it does not.
    package func explicitValue(of guide: HorizontalAlignment, in proposal: ProposedViewSize) -> CGFloat? {
        hasExplicitGuides ? engine.explicitGuide(guide, proposal, at: index) : nil
    }

    /// Where the child sets `guide` itself at its size for `proposal`; nil if it does not.
    package func explicitValue(of guide: VerticalAlignment, in proposal: ProposedViewSize) -> CGFloat? {
        hasExplicitGuides ? engine.explicitGuide(guide, proposal, at: index) : nil
    }

    /// The value the child gives `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (engine.layoutValue(ObjectIdentifier(key), at: index) as? K.Value) ?? K.defaultValue
    }

    /// The container values the child sets (`containerValue(_:_:)`), looking through the
    /// modifiers around it, as SwiftUI's (iOS 18).
    public var containerValues: ContainerValues { engine.containerValues(at: index) }

    /// The same child of the same layout.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.engine === rhs.engine && lhs.index == rhs.index
    }

    /// Places the child so that its `anchor` sits at `position`, sized for `proposal`.
    /// A child left unplaced is centred in the layout's bounds at its ideal size.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(index, at: position, anchor: anchor, proposal: proposal)
    }
}

/// The children of a layout, in the order they were written, as SwiftUI's `LayoutSubviews`.
///
/// It holds no array: each child is made when asked for, from the engine and its index. A slice
/// (`subviews.dropFirst()`, `subviews[1...]`) is `LayoutSubviews` too, with the indices of the
/// whole, as a collection's slices have; two are equal when they hold the same children. As in
/// SwiftUI, the children answer only while the layout is asked (do not keep them for later).
public nonisolated struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews

    private let engine: any LayoutSubviewEngine
    /// The first index.
    public let startIndex: Int
    /// One past the last index.
    public let endIndex: Int

    /// The `count` children `engine` answers for.
    package init(engine: any LayoutSubviewEngine, count: Int) {
        self.init(engine: engine, range: 0..<count)
    }

    private init(engine: any LayoutSubviewEngine, range: Range<Int>) {
        self.engine = engine
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// Whether any child may set an alignment guide itself; when none does, every guide is a
    /// default one from the children's sizes.
    package var anyHasExplicitGuides: Bool { engine.anyHasExplicitGuides }

    /// The direction the layout arranges its children in, as SwiftUI's: the
    /// `EnvironmentValues.layoutDirection` where the layout stands. Right to left, the rects your
    /// layout places its children in are mirrored within its bounds afterwards, as SwiftUI does,
    /// so a layout written left to right needs no change.
    public var layoutDirection: LayoutDirection { engine.layoutDirection }

    /// The same children indexed from 0, for the built-in layouts, which index their children
    /// from 0 when handed a slice.
    package var zeroBased: LayoutSubviews {
        startIndex == 0 ? self : LayoutSubviews(engine: ZeroBasedEngine(base: engine, offset: startIndex), range: 0..<count)
    }

    /// The child at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(index >= startIndex && index < endIndex, "LayoutSubviews index \(index) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubview(engine: engine, index: index)
    }

    /// The children at `bounds`, with the same indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
                     "LayoutSubviews range \(bounds) out of range \(startIndex)..<\(endIndex)")
        return LayoutSubviews(engine: engine, range: bounds)
    }

    /// The same children of the same layout.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.engine === rhs.engine && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }
}

/// An engine's children from `offset` on, indexed from 0 (`LayoutSubviews.zeroBased`).
private final nonisolated class ZeroBasedEngine: LayoutSubviewEngine {
    let base: any LayoutSubviewEngine
    let offset: Int

    init(base: any LayoutSubviewEngine, offset: Int) {
        self.base = base
        self.offset = offset
    }

    func sizeThatFits(_ proposal: ProposedViewSize, at index: Int) -> CGSize { base.sizeThatFits(proposal, at: offset + index) }
    func firstTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        base.firstTextBaseline(proposal, at: offset + index)
    }
    func lastTextBaseline(_ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        base.lastTextBaseline(proposal, at: offset + index)
    }
    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        base.place(offset + index, at: position, anchor: anchor, proposal: proposal)
    }
    func priority(at index: Int) -> Double { base.priority(at: offset + index) }
    var anyHasExplicitGuides: Bool { base.anyHasExplicitGuides }
    func hasExplicitGuides(at index: Int) -> Bool { base.hasExplicitGuides(at: offset + index) }
    func explicitGuide(_ guide: HorizontalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        base.explicitGuide(guide, proposal, at: offset + index)
    }
    func explicitGuide(_ guide: VerticalAlignment, _ proposal: ProposedViewSize, at index: Int) -> CGFloat? {
        base.explicitGuide(guide, proposal, at: offset + index)
    }
    func layoutValue(_ key: ObjectIdentifier, at index: Int) -> Any? { base.layoutValue(key, at: offset + index) }
    func containerValues(at index: Int) -> ContainerValues { base.containerValues(at: offset + index) }
    var layoutDirection: LayoutDirection { base.layoutDirection }
}
