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
    public static func flatten(_ items: [DisplayItem], clips: [RoundedRect] = []) -> [(item: DisplayItem, clips: [RoundedRect])] {
        var result: [(item: DisplayItem, clips: [RoundedRect])] = []
        for item in items {
            if case .clipped(let shape, let children) = item {
                result += flatten(children, clips: clips + [shape])
            } else {
                result.append((item, clips))
            }
        }
        return result
    }
}
