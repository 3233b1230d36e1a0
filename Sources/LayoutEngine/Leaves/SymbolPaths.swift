import Drawing
import Foundation
import ViewKit

/// The vector symbols the kit draws in place of SF Symbols, sized by the font they sit in.
/// Proportions are measured from the reference screenshots (design-reference §3).
public enum SymbolPaths {
    /// Symbols the kit knows.
    public static let names: Set<String> = ["chevron.right", "person.fill", "person.2.fill"]

    /// The chevron's height and width per point of font size (≈ 11.3 × 6.5 pt at 17 pt). [O]
    static let chevronHeight: CGFloat = 11.3 / 17
    static let chevronWidth: CGFloat = 6.5 / 17
    /// The chevron's stroke per point of font size (≈ 2 pt at 17 pt, semibold-looking). [O]
    static let chevronStroke: CGFloat = 2 / 17

    /// The glyph box at `pointSize`.
    static func size(of name: String, pointSize: CGFloat) -> CGSize {
        switch name {
        case "chevron.right": return CGSize(width: pointSize * chevronWidth, height: pointSize * chevronHeight)
        case "person.fill": return CGSize(width: pointSize * 0.8, height: pointSize * 0.85)
        case "person.2.fill": return CGSize(width: pointSize * 1.3, height: pointSize * 0.85)
        default: return CGSize(width: pointSize, height: pointSize)
        }
    }

    /// The glyph drawn in `frame`, or nil for an unknown name.
    static func path(_ name: String, in frame: CGRect, pointSize: CGFloat, weight: Font.Weight, color: RGBAColor) -> VectorPath? {
        switch name {
        case "chevron.right":
            let stroke = pointSize * chevronStroke * (weight >= .bold ? 1.15 : 1)
            let box = frame.insetBy(dx: stroke / 2, dy: stroke / 2)
            return VectorPath(elements: [
                .move(to: CGPoint(x: box.minX, y: box.minY)),
                .line(to: CGPoint(x: box.maxX, y: box.midY)),
                .line(to: CGPoint(x: box.minX, y: box.maxY)),
            ], paint: .stroke(color, width: stroke))
        case "person.fill":
            return VectorPath(elements: person(in: frame), paint: .fill(color))
        case "person.2.fill":
            let back = CGRect(x: frame.minX, y: frame.minY, width: frame.width * 0.62, height: frame.height)
            let front = CGRect(x: frame.maxX - frame.width * 0.62, y: frame.minY, width: frame.width * 0.62, height: frame.height)
            return VectorPath(elements: person(in: back) + person(in: front), paint: .fill(color))
        default:
            return nil
        }
    }

    /// A head and rounded shoulders filling `box`.
    static func person(in box: CGRect) -> [PathElement] {
        let head = CGPoint(x: box.midX, y: box.minY + box.height * 0.26)
        let headRadius = box.height * 0.24
        let left = box.minX + box.width * 0.04
        let right = box.maxX - box.width * 0.04
        let top = box.minY + box.height * 0.58
        let bottom = box.maxY
        let radius = min((right - left) / 2, (bottom - top)) * 0.9
        let k: CGFloat = 0.5523 * radius
        return [
            .circle(center: head, radius: headRadius),
            .move(to: CGPoint(x: left, y: bottom)),
            .line(to: CGPoint(x: left, y: top + radius)),
            .curve(to: CGPoint(x: left + radius, y: top), control1: CGPoint(x: left, y: top + radius - k),
                   control2: CGPoint(x: left + radius - k, y: top)),
            .line(to: CGPoint(x: right - radius, y: top)),
            .curve(to: CGPoint(x: right, y: top + radius), control1: CGPoint(x: right - radius + k, y: top),
                   control2: CGPoint(x: right, y: top + radius - k)),
            .line(to: CGPoint(x: right, y: bottom)),
            .close,
        ]
    }
}
