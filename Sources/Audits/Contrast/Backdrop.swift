import Drawing
import Foundation

/// What lies under a point, once everything painted before some item is composited.
public enum BackdropLayer: Hashable, Sendable {
    /// A flat colour (fills, borders and rules over the page background).
    case color(RGBAColor)
    /// A photo, with any translucent fills painted over it afterwards.
    case image(ImageItem, scrims: [RGBAColor])
}

/// Finds the colour under a point from the display list alone.
///
/// Starting from the page background (composited over white if translucent), every item painted
/// before the one in question whose shape covers the point, and whose clips let it show there, is
/// composited on top: fills and rounded panels, borders (only on their ring), dividers, photos
/// (which replace everything below). Text and vector paths are never backdrops: they are thin.
public enum Backdrop {
    /// The layer under `point` from the items painted before position `index`.
    public static func layer(at point: CGPoint, before index: Int, in painted: [PaintedItem], page: RGBAColor) -> BackdropLayer {
        var current = BackdropLayer.color(page.alpha < 1 ? page.composited(over: .white) : page)
        for entry in painted where entry.index < index && entry.clipsAllow(point) {
            switch entry.item {
            case .fill(let shape, let color):
                if shape.contains(point) { current = paint(color, over: current) }
            case .border(let shape, let color, let width):
                if shape.borderContains(point, width: width) { current = paint(color, over: current) }
            case .rule(let rect, let color):
                if rect.contains(point) { current = paint(color, over: current) }
            case .image(let image):
                if image.frame.contains(point), image.clip.contains(point) { current = .image(image, scrims: []) }
            case .text, .path, .clipped, .effect:
                break
            }
        }
        return current
    }

    private static func paint(_ color: RGBAColor, over layer: BackdropLayer) -> BackdropLayer {
        guard color.alpha > 0 else { return layer }
        switch layer {
        case .color(let below):
            return .color(color.composited(over: below))
        case .image(let image, let scrims):
            return color.alpha >= 1 ? .color(color) : .image(image, scrims: scrims + [color])
        }
    }

    /// Five points spread over `rect` (the centre and the middles of its quarters) where the
    /// backdrop is sampled; the worst of them counts.
    public static func samplePoints(in rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.midX, y: rect.midY)] + [0.25, 0.75].flatMap { fx in
            [0.25, 0.75].map { fy in CGPoint(x: rect.minX + rect.width * fx, y: rect.minY + rect.height * fy) }
        }
    }
}
