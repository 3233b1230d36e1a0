import Foundation

extension DisplayList {
    /// The same page with every text removed (clips kept), for drawing the backdrop the audits measure text contrast on.
    public func removingText() -> DisplayList {
        var copy = self
        copy.items = DisplayList.removingText(from: items)
        return copy
    }

    private static func removingText(from items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            switch item {
            case .text: return nil
            case .clipped(let shape, let children): return .clipped(shape, removingText(from: children))
            case .effect(let effect, let children): return .effect(effect, removingText(from: children))
            default: return item
            }
        }
    }
}
