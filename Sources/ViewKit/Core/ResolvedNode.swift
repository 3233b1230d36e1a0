import Foundation

/// A text run as the kit resolved it: the string and its style in the environment where it sits.
package nonisolated struct ResolvedText: Sendable {
    package var string: String
    package var pointSize: Double
    package var weight: Font.Weight
    package var family: String?
    package var lineHeightMultiple: Double?
    package var color: Color.Resolved
    package var alignment: TextAlignment
    package var lineLimit: Int?
    package var direction: LayoutDirection
    package var isItalic = false
    /// Drawn as placeholder bars (`redacted(reason: .placeholder)`).
    package var isRedacted = false
    /// Styled runs for attributed text (`Text + Text`, Markdown); empty for plain text, which is
    /// drawn in the fields above.
    package var runs: [ResolvedTextRun] = []
    /// Extra points between lines.
    package var lineSpacing: Double = 0
    package var truncation: Text.TruncationMode = .tail
    /// The smallest fraction of its size the text may shrink to before it truncates.
    package var minimumScaleFactor: Double = 1
    /// The text is at least this many lines tall (`lineLimit(_:reservesSpace:)`, ranges).
    package var reservedLines: Int?

    /// What VoiceOver reads: the string, each image in it read as its label.
    package var spokenString: String {
        guard runs.contains(where: { $0.inlineImage != nil }) else { return string }
        return runs.map { $0.inlineImage?.spokenLabel ?? $0.string }.joined()
    }
}

/// One run of an attributed text as resolved.
package nonisolated struct ResolvedTextRun: Sendable, Equatable {
    package var string: String
    package var pointSize: Double
    package var weight: Font.Weight
    package var family: String?
    package var isItalic: Bool
    package var color: Color.Resolved
    package var underline: Color.Resolved?
    package var strikethrough: Color.Resolved?
    /// Kerning and tracking, in points.
    package var letterSpacing: Double
    package var baselineOffset: Double
    package var monospacedDigits: Bool
    package var lineHeightMultiple: Double?
    /// For an image in the text: the image, drawn in place of the run's one character.
    package var inlineImage: ResolvedInlineImage? = nil

    /// True when the run draws exactly as plain text in the same font and colour would.
    package var isPlain: Bool {
        underline == nil && strikethrough == nil && letterSpacing == 0 && baselineOffset == 0 && !monospacedDigits
            && inlineImage == nil
    }

    /// The same style (everything but the characters).
    package func hasSameStyle(as other: ResolvedTextRun) -> Bool {
        var copy = other
        copy.string = string
        return copy == self
    }
}

/// An image in a text as resolved (`Text(_: Image)`); its run's point size is the symbol's.
package nonisolated struct ResolvedInlineImage: Sendable, Equatable {
    /// The symbol's name as drawn in the text's layout direction (`Image.drawnSymbol`), or the asset's.
    package var name: String
    /// A symbol; false for an asset.
    package var isSymbol: Bool
    /// The variants asked for (`symbolVariant(_:)`).
    package var symbolVariants: SymbolVariants
    /// The point size of the text's font, which the symbol is centred on (the run's own size is
    /// that times `imageScale`).
    package var textPointSize: Double
    /// What VoiceOver reads for it ("" for a decorative image).
    package var spokenLabel: String
    /// For an asset: the folder of the bundle it was named in, whether it is drawn in the text's
    /// colour (a template), and whether the dark appearance's file is wanted.
    package var bundleFolder: URL? = nil
    package var isTemplate = false
    package var isDark = false
}

/// An image as resolved: a named asset or a symbol, and how it sizes itself.
package nonisolated struct ResolvedImage: Sendable {
    package nonisolated enum Source: Sendable {
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
    /// For symbols: the variants asked for (`symbolVariant`); the engine draws the most specific
    /// name it has.
    package var symbolVariants: SymbolVariants = .none
    /// For assets: drawn as a template, their alpha filled with `color`.
    package var tintsAsset = false
    /// Drawn as a placeholder box (`redacted(reason: .placeholder)`).
    package var isRedacted = false
    /// For assets: the folder of the bundle they were named in, searched first (`Image(_:bundle:)`).
    package var bundleFolder: URL?
    /// For assets: drawn in dark mode (an image set's dark appearance, where it has one).
    package var isDark = false
    /// For resizable assets: cap insets, tiling or a paint's tile (nil: stretched whole). A
    /// reference, so the many images that have none carry one word for it.
    package var slicing: ImageSlicing?
}

/// How a resizable asset fills its frame other than by stretching whole: `resizable(capInsets:
/// resizingMode:)`, and the tiles of an `ImagePaint`.
package final nonisolated class ImageSlicing: Sendable, Equatable {
    /// The edges kept at their size, in points (the image's pixels at 1x); leading is the left.
    package let capInsets: EdgeInsets
    /// Whether the middle and edges are tiled rather than stretched.
    package let tiles: Bool
    /// The part of the image tiled, in unit coordinates of its size (all of it unless an
    /// `ImagePaint` says otherwise).
    package let source: CGRect
    /// The size of a tile as a multiple of its part's own size.
    package let scale: CGFloat

    package init(capInsets: EdgeInsets = EdgeInsets(), tiles: Bool, source: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                 scale: CGFloat = 1) {
        self.capInsets = capInsets
        self.tiles = tiles
        self.source = source
        self.scale = scale
    }

    package static func == (a: ImageSlicing, b: ImageSlicing) -> Bool {
        a.capInsets == b.capInsets && a.tiles == b.tiles && a.source == b.source && a.scale == b.scale
    }
}

/// A shape as resolved, in a unit the layout fits to its frame.
package nonisolated enum ResolvedShape: Sendable, Hashable {
    case rectangle
    case roundedRectangle(topLeading: CGFloat, topTrailing: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, continuous: Bool)
    case capsule
    case circle
    /// A shape drawn from its `path(in:)` (ellipses, paths, a user's shapes).
    case custom(ShapeOutline)
    /// A built-in shape fitted to its frame inset by an amount on every edge, its corner radii
    /// smaller by the amount (`InsettableShape.inset(by:)`); never wraps `custom` or itself.
    indirect case inset(ResolvedShape, by: CGFloat)

    /// The shape as drawn in `direction`: right to left, a rounded rectangle's leading corners
    /// are its right-hand ones. A path is drawn as its `path(in:)` says, in either direction.
    package func directed(_ direction: LayoutDirection) -> ResolvedShape {
        if case .inset(let base, let amount) = self { return .inset(base.directed(direction), by: amount) }
        guard direction == .rightToLeft,
              case .roundedRectangle(let topLeading, let topTrailing, let bottomLeading, let bottomTrailing, let continuous) = self
        else { return self }
        return .roundedRectangle(topLeading: topTrailing, topTrailing: topLeading, bottomLeading: bottomTrailing,
                                 bottomTrailing: bottomLeading, continuous: continuous)
    }
}

/// How a shape is painted.
package nonisolated enum ShapePaint: Sendable {
    case fill(Color.Resolved)
    case strokeBorder(Color.Resolved, width: CGFloat)
    /// A custom outline stroked along its path: centred on it, with the style's caps, joins and dashes.
    case stroke(Color.Resolved, StrokeStyle)
    /// Filled with a gradient fitted to the shape's frame.
    case gradient(ResolvedGradient)
}

/// A frame modifier's numbers.
package nonisolated struct FrameSpec: Sendable {
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
package nonisolated struct AccessibilitySpec: Sendable {
    package var label: String?
    package var hint: String?
    /// The element's value, read after its label.
    package var value: String?
    package var addedTraits: AccessibilityTraits = []
    package var removedTraits: AccessibilityTraits = []
    package var isHidden: Bool = false
    /// The subtree becomes one element whose label joins its texts.
    package var combinesChildren: Bool = false
    /// The subtree becomes one element with only this spec's label, value, hint and traits; the
    /// elements inside are hidden (`accessibilityElement(children: .ignore)`).
    package var ignoresChildren: Bool = false
    /// The elements inside stay separate and are ordered among themselves by their sort
    /// priorities (`accessibilityElement(children: .contain)`).
    package var isContainer: Bool = false
    /// The order among the elements of the same container: higher first (0 when unset).
    package var sortPriority: Double?
    /// Named actions VoiceOver offers on the element (`accessibilityAction(named:_:)`).
    package var actionNames: [String] = []
}

/// What `listRowBackground(_:)` set: a colour, or a view drawn over the row's whole frame.
package nonisolated enum ListRowBackground: Sendable {
    case color(Color.Resolved)
    case view(ResolvedNode)

    /// The same background with `transform` applied to its view.
    package func mappingNode(_ transform: (ResolvedNode) -> ResolvedNode) -> ListRowBackground {
        if case .view(let node) = self { return .view(transform(node)) }
        return self
    }
}

/// A row of a `List`, with the row modifiers its content set.
package nonisolated struct ResolvedListRow: Sendable {
    package var node: ResolvedNode
    package var insets: EdgeInsets?
    package var background: Color.Resolved?
    /// A view behind the row (`listRowBackground(_:)` with a view that is not a colour), laid out
    /// over the row's whole frame.
    package var backgroundView: ResolvedNode? = nil
    /// The separator below the row.
    package var separator: Visibility
    /// The separator above the row (the one below the row before).
    package var separatorAbove: Visibility = .automatic
    /// The colours the row asks of the separators below and above it.
    package var separatorTint: Color.Resolved?
    package var separatorAboveTint: Color.Resolved?
}

/// What `listRowSeparator(_:edges:)` and `listRowSeparatorTint(_:edges:)` ask of the separators
/// at a row's top and bottom edges (nil: not asked).
package nonisolated struct RowSeparators: Sendable {
    package var top: Visibility?
    package var bottom: Visibility?
    package var topTint: Color.Resolved?
    package var bottomTint: Color.Resolved?
}

/// The primitive tree that layout sizes and places. Components and modifiers have been expanded.
package indirect nonisolated enum ResolvedNode: Sendable {
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
    case list(ResolvedList)
    /// A `Section`: in a list, one of its sections; elsewhere header, rows and footer stacked.
    case section(header: ResolvedNode?, rows: [ResolvedNode], footer: ResolvedNode?)
    case listRow(insets: EdgeInsets?, background: ListRowBackground?, separator: RowSeparators?, ResolvedNode)
    case annotation(component: String, properties: [String: String], ResolvedNode)
    case layoutPriority(Double, ResolvedNode)
    case fixedSize(horizontal: Bool, vertical: Bool, ResolvedNode)
    /// The single button inside takes this node's whole frame as its tap target and element frame.
    case tapArea(ResolvedNode)
    /// `ViewThatFits`: the first candidate whose ideal size fits the proposal along `axes`, else the last.
    case firstThatFits(axes: Axis.Set, candidates: [ResolvedNode])
    /// What the view asks of an enclosing navigation stack's bar; laid out as the view alone.
    case navigationRequest(NavigationBarRequest, ResolvedNode)
    /// A grid cell's column span and column alignment; laid out as the view alone.
    case gridCell(columns: Int?, columnAlignment: HorizontalAlignment?, ResolvedNode)
    /// The view drawn moved by an offset; it keeps its size and place in layout.
    case offset(CGSize, ResolvedNode)
    /// The view drawn with an effect (transform, shadow, blur, mask, group opacity, z-index);
    /// it keeps its size and place in layout.
    case effect(ResolvedEffect, ResolvedNode)
    /// A `GeometryReader`: as large as offered; its content is made and laid out when it is placed.
    case geometry(GeometryContent)

    /// A vertical stack of `children`, as `VStack` resolves.
    package static func vstack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                               _ children: [ResolvedNode]) -> ResolvedNode {
        .layout(AnyLayout(VStackLayout(alignment: alignment, spacing: spacing)), children: children)
    }
}

nonisolated extension ResolvedNode {
    /// The node with `transform` applied to each of its direct children.
    package func mappingChildren(_ transform: (ResolvedNode) -> ResolvedNode) -> ResolvedNode {
        switch self {
        case .text, .image, .shape, .spacer, .divider, .geometry: return self
        case .layout(let layout, let children): return .layout(layout, children: children.map(transform))
        case .padding(let insets, let child): return .padding(insets, transform(child))
        case .frame(let spec, let child): return .frame(spec, transform(child))
        case .background(let child, let behind, let alignment):
            return .background(transform(child), behind: behind.map(transform), alignment: alignment)
        case .overlay(let child, let above, let alignment):
            return .overlay(transform(child), above: above.map(transform), alignment: alignment)
        case .clip(let shape, let child): return .clip(shape, transform(child))
        case .accessibility(let spec, let child): return .accessibility(spec, transform(child))
        case .button(let label, let actionID): return .button(label: transform(label), actionID: actionID)
        case .list(let list): return .list(list.mappingNodes(transform))
        case .section(let header, let rows, let footer):
            return .section(header: header.map(transform), rows: rows.map(transform), footer: footer.map(transform))
        case .listRow(let insets, let background, let separator, let child):
            return .listRow(insets: insets, background: background?.mappingNode(transform), separator: separator, transform(child))
        case .annotation(let component, let properties, let child):
            return .annotation(component: component, properties: properties, transform(child))
        case .layoutPriority(let value, let child): return .layoutPriority(value, transform(child))
        case .fixedSize(let horizontal, let vertical, let child): return .fixedSize(horizontal: horizontal, vertical: vertical, transform(child))
        case .tapArea(let child): return .tapArea(transform(child))
        case .firstThatFits(let axes, let candidates): return .firstThatFits(axes: axes, candidates: candidates.map(transform))
        case .navigationRequest(let request, let child): return .navigationRequest(request, transform(child))
        case .offset(let amount, let child): return .offset(amount, transform(child))
        case .effect(let effect, let child): return .effect(effect.mappingNodes(transform), transform(child))
        case .gridCell(let columns, let alignment, let child):
            return .gridCell(columns: columns, columnAlignment: alignment, transform(child))
        }
    }
}
