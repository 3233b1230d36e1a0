import Drawing
import Foundation
import ViewKit

/// Shapes drawn from their `path(in:)`: the path is asked for in the view's own bounds (origin
/// at zero, as SwiftUI gives it) and moved to the view's frame; quadratic curves become cubic.
extension LayoutPass {
    static func pathElements(_ outline: ShapeOutline, in frame: CGRect) -> [PathElement] {
        let local = outline.path(CGRect(origin: .zero, size: frame.size))
        return pathElements(local, movedBy: frame.origin)
    }

    static func pathElements(_ path: Path, movedBy origin: CGPoint) -> [PathElement] {
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + origin.x, y: p.y + origin.y) }
        var elements: [PathElement] = []
        var current = CGPoint.zero, start = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): elements.append(.move(to: moved(p))); current = p; start = p
            case .line(let p): elements.append(.line(to: moved(p))); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                elements.append(.curve(to: moved(p), control1: moved(c1), control2: moved(c2))); current = p
            case .curve(let p, let c1, let c2):
                elements.append(.curve(to: moved(p), control1: moved(c1), control2: moved(c2))); current = p
            case .closeSubpath: elements.append(.close); current = start
            }
        }
        return elements.allSatisfy({ if case .close = $0 { return true } else { return false } }) ? [] : elements
    }
}
