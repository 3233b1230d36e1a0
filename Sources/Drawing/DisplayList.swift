import Foundation

/// A laid-out screen: what to draw, what VoiceOver reads, what can be tapped. Plain values, no renderer.
public struct DisplayList: Hashable, Sendable {
    /// The page size in points.
    public var size: CGSize
    /// The colour under everything.
    public var background: RGBAColor
    /// Drawing operations, back to front.
    public var items: [DisplayItem]
    /// VoiceOver elements in reading order.
    public var accessibilityElements: [AccessibilityElement]
    /// Tappable areas.
    public var tapTargets: [TapTarget]
    /// Component markers for the spec's rules.
    public var annotations: [ComponentAnnotation]
    /// Where a modal layer (a presented alert: its veil, then its panel) starts in `items`; what
    /// is drawn before it is seen under the veil but inert: not read, not tapped, not audited.
    public var modalLayerStart: Int? = nil

    /// A display list.
    public init(size: CGSize, background: RGBAColor, items: [DisplayItem] = [],
                accessibilityElements: [AccessibilityElement] = [], tapTargets: [TapTarget] = [],
                annotations: [ComponentAnnotation] = []) {
        self.size = size
        self.background = background
        self.items = items
        self.accessibilityElements = accessibilityElements
        self.tapTargets = tapTargets
        self.annotations = annotations
    }

    /// Every text item, clipped groups included, in paint order.
    public var textItems: [TextItem] {
        DisplayList.flatten(items).compactMap { if case .text(let t) = $0.item { return t } else { return nil } }
    }

    /// Every image item, in paint order.
    public var imageItems: [ImageItem] {
        DisplayList.flatten(items).compactMap { if case .image(let i) = $0.item { return i } else { return nil } }
    }

    /// Items in paint order with the clips that apply to each (outermost first).
    ///
    /// Effect groups are unfolded too, their items at the frames layout gave them: a rotated or
    /// scaled item is reported untransformed, a clip path or mask is not among the clips, a
    /// mask's own items and shadows are left out, and a group's opacity fades each colour inside
    /// (audits over effects are approximate; see README). Inside a scroll view's content
    /// (`DisplayEffect.scrollContent`) the clips around it reach without end along the scrolling
    /// axes: what lies beyond the viewport there is reachable by scrolling, not hidden.
    public static func flatten(_ items: [DisplayItem], clips: [RoundedRect] = []) -> [(item: DisplayItem, clips: [RoundedRect])] {
        flattenMarkingScrolls(items, clips: clips).map { ($0.item, $0.clips) }
    }

    /// `flatten`, each item also telling along which axes the scroll views around it scroll
    /// (`scrolls`: empty outside any).
    public static func flattenMarkingScrolls(_ items: [DisplayItem], clips: [RoundedRect] = [], scrolls: ScrollAxes = [])
        -> [(item: DisplayItem, clips: [RoundedRect], scrolls: ScrollAxes)] {
        var result: [(item: DisplayItem, clips: [RoundedRect], scrolls: ScrollAxes)] = []
        for item in items {
            switch item {
            case .clipped(let shape, let children):
                result += flattenMarkingScrolls(children, clips: clips + [shape], scrolls: scrolls)
            case .effect(.scrollContent(let vertical, let horizontal), let children):
                var axes = scrolls
                if vertical { axes.insert(.vertical) }
                if horizontal { axes.insert(.horizontal) }
                result += flattenMarkingScrolls(children, clips: clips.map { $0.reaching(along: axes) }, scrolls: axes)
            case .effect(.opacity(let value), let children):
                result += flattenMarkingScrolls(children.map { $0.fadingColors(by: value) }, clips: clips, scrolls: scrolls)
            case .effect(.colorMatrix(let matrix), let children):
                result += flattenMarkingScrolls(children.map { $0.mappingColors(through: matrix) }, clips: clips, scrolls: scrolls)
            case .effect(_, let children):
                result += flattenMarkingScrolls(children, clips: clips, scrolls: scrolls)
            default:
                result.append((item, clips, scrolls))
            }
        }
        return result
    }
}

extension DisplayItem {
    /// The item with every colour's alpha multiplied by `opacity` (images as they are).
    public func fadingColors(by opacity: Double) -> DisplayItem {
        mappingColors { $0.multiplyingAlpha(opacity) }
    }

    /// The item with every colour (fills, borders, rules, texts, paths and gradient stops, inside
    /// clips and groups too) passed through `transform`; images as they are.
    public func mappingColors(_ transform: (RGBAColor) -> RGBAColor) -> DisplayItem {
        switch self {
        case .fill(let shape, let color): return .fill(shape, transform(color))
        case .border(let shape, let color, let width): return .border(shape, transform(color), width: width)
        case .rule(let rect, let color): return .rule(rect, transform(color))
        case .text(var text): text.color = transform(text.color); return .text(text)
        case .path(var path):
            switch path.paint {
            case .fill(let color): path.paint = .fill(transform(color))
            case .stroke(let color, let width): path.paint = .stroke(transform(color), width: width)
            case .styledStroke(let color, let geometry): path.paint = .styledStroke(transform(color), geometry)
            case .gradient(let gradient):
                var geometry = gradient.geometry
                if case .mesh(let columns, let rows, let vertices, let background) = geometry {
                    geometry = .mesh(columns: columns, rows: rows, vertices: vertices, background: transform(background))
                }
                path.paint = .gradient(GradientPaint(
                    geometry: geometry,
                    stops: gradient.stops.map { GradientColorStop(color: transform($0.color), location: $0.location) }))
            }
            return .path(path)
        case .image: return self
        case .clipped(let shape, let children): return .clipped(shape, children.map { $0.mappingColors(transform) })
        case .effect(let effect, let children): return .effect(effect, children.map { $0.mappingColors(transform) })
        }
    }
}

/// The axes a scroll view scrolls along.
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Axes from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1)
    /// Side to side.
    public static let horizontal = ScrollAxes(rawValue: 2)

    /// How far a scrolled-to rectangle reaches: beyond any page (layout refuses pages over a
    /// million points).
    static let reach: CGFloat = 1e8

    /// `rect` reaching without end along these axes.
    public func widening(_ rect: CGRect) -> CGRect {
        var wide = rect
        if contains(.vertical) { wide.origin.y = -ScrollAxes.reach; wide.size.height = 2 * ScrollAxes.reach }
        if contains(.horizontal) { wide.origin.x = -ScrollAxes.reach; wide.size.width = 2 * ScrollAxes.reach }
        return wide
    }
}

extension RoundedRect {
    /// The rectangle reaching without end along `axes` (a clip around scrolled content).
    func reaching(along axes: ScrollAxes) -> RoundedRect {
        axes.isEmpty ? self : RoundedRect(rect: axes.widening(rect), radii: radii, style: style)
    }
}
