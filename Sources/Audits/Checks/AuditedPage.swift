import Drawing
import Foundation

/// One drawing operation of a page in paint order, with the clips that apply to it.
public struct PaintedItem: Hashable, Sendable {
    /// The operation (never `.clipped`: clips are unfolded into `clips`).
    public var item: DisplayItem
    /// The clips around it, outermost first.
    public var clips: [RoundedRect]
    /// Its position in paint order.
    public var index: Int
    /// The axes the scroll views around it scroll along (empty outside any): along them what is
    /// beyond the viewport, or the page, is reached by scrolling, and `clips` reach without end.
    public var scrolls: ScrollAxes

    /// A painted item.
    public init(item: DisplayItem, clips: [RoundedRect], index: Int, scrolls: ScrollAxes = []) {
        self.item = item
        self.clips = clips
        self.index = index
        self.scrolls = scrolls
    }

    /// True when no clip around the item hides `point`.
    func clipsAllow(_ point: CGPoint) -> Bool {
        clips.allSatisfy { $0.contains(point) }
    }
}

/// What every check reads: the page, its items unfolded in paint order, optional backdrop pixels,
/// and the thresholds.
public struct AuditedPage: Sendable {
    /// The rendered page.
    public let list: DisplayList
    /// The page's items in paint order, clips unfolded.
    public let painted: [PaintedItem]
    /// The page rendered without its text, for text over photos; nil when not rendered.
    public let pixels: BackdropPixels?
    /// Thresholds and options.
    public let configuration: AuditConfiguration

    /// Prepares `list` for the checks: under a modal layer, only the layer's items (what is
    /// drawn before it is inert under the veil).
    public init(list: DisplayList, pixels: BackdropPixels? = nil, configuration: AuditConfiguration = .standard) {
        self.list = list
        let audited = list.modalLayerStart.map { Array(list.items[min($0, list.items.count)...]) } ?? list.items
        self.painted = DisplayList.flattenMarkingScrolls(audited).enumerated().map {
            PaintedItem(item: $0.element.item, clips: $0.element.clips, index: $0.offset, scrolls: $0.element.scrolls)
        }
        self.pixels = pixels
        self.configuration = configuration
    }

    /// The page's bounds in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: list.size) }

    /// Every text with its paint position and clips.
    public var texts: [(text: TextItem, painted: PaintedItem)] {
        painted.compactMap { entry in
            if case .text(let text) = entry.item { return (text, entry) }
            return nil
        }
    }

    /// The annotations left by components named `component`.
    public func annotations(named component: String) -> [ComponentAnnotation] {
        list.annotations.filter { $0.component == component }
    }
}
