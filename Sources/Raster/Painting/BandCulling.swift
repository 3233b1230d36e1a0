import CPangoCairo
import Drawing
import Foundation

/// Which items a band of a tall page can leave out: those that paint nothing on its rows.
///
/// A page taller than a band is drawn band by band, and every band used to paint every item of
/// the page, most of them wholly off its surface: drawing cost grew with bands × items, the square
/// of the page's length (400 rows at 1x, 16 bands, cost 4.8 times as much to draw as 100 rows,
/// 4 bands). Now, in each list of items it paints, a band's painter first asks Cairo which part
/// of the current user space its surface and clip show (`visibleRect`), and skips each item
/// whose reach (`reach(of:)`) lies wholly outside it.
///
/// 1. An item's reach is its paint bounds (`DisplayItem.paintBounds`: a text's frame grown by
///    `DisplayItem.textInkMargin`, a stroke's half width, a shadow's and a blur's reach, a
///    transform's bounding box), grown by `margin` on every side and a text's by its own height
///    as well, for ink past its lines (tall accents, emoji); a clipped group's reach is its clip.
/// 2. An item with no finite reach (empty, infinite or not a number) is always painted.
/// 3. Only a band's painter culls. A page drawn on one surface, and the offscreen surfaces of
///    shadows, blurs and colour matrices, paint every item as before.
///
/// What is skipped would have drawn nothing on the surface, so a page's bytes are the same with
/// and without culling (`BandCullingTests`, and every banded cell of the full matrix).
enum BandCulling {
    /// How far past its paint bounds an item is still painted, in points.
    static let margin: CGFloat = 16

    /// The part of the current user space the surface and its clip show; nil when Cairo cannot say.
    static func visibleRect(on cairo: OpaquePointer) -> CGRect? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let rect = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return nil }
        return rect
    }

    /// Where `item` may paint, grown as step 1 says; nil when it has no finite reach.
    static func reach(of item: DisplayItem) -> CGRect? {
        let bounds: CGRect
        var extra: CGFloat = 0
        switch item {
        case .clipped(let shape, _): bounds = shape.rect.standardized
        case .text(let text):
            bounds = item.paintBounds
            extra = abs(text.frame.height)
        default: bounds = item.paintBounds
        }
        guard !bounds.isNull, !bounds.isInfinite,
              [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY, extra].allSatisfy(\.isFinite) else { return nil }
        return bounds.insetBy(dx: -(margin + extra), dy: -(margin + extra))
    }

    /// Whether `item` may paint anything inside `visible`.
    static func mayPaint(_ item: DisplayItem, in visible: CGRect) -> Bool {
        guard let reach = reach(of: item) else { return true }
        return reach.maxX >= visible.minX && reach.minX <= visible.maxX && reach.maxY >= visible.minY && reach.minY <= visible.maxY
    }
}
