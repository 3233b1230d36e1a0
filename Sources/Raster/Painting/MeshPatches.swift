import CPangoCairo
import Drawing
import Foundation

/// A mesh gradient as Cairo's mesh pattern: one Coons patch a cell, bounded by the curves
/// between its corners through their control points, each corner in its vertex's colour; Cairo
/// blends a patch's colour bilinearly from its corners. Outside every patch the source is clear.
///
/// Cairo rasterises a mesh relative to the device origin, so a page drawn in bands (moved up by
/// whole rows) would shade it differently from one surface. The mesh is therefore drawn first
/// into an image on the device grid whose origin is the mesh's own device bounds, rounded down
/// to whole pixels (the same offset in every band), and that image is the source, pixel for
/// pixel (nearest filter), as `ConicGradientImage` does.
enum MeshPatches {
    /// The most device pixels one side of the mesh's image may have; past it the mesh is drawn
    /// straight from its pattern.
    static let maximumSide = 16_384

    static func setSource(columns: Int, rows: Int, vertices: [MeshVertex], colors: [RGBAColor], on cairo: OpaquePointer) {
        guard columns >= 2, rows >= 2, vertices.count == columns * rows, colors.count == vertices.count,
              let pattern = pattern(columns: columns, rows: rows, vertices: vertices, colors: colors) else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cairo, &toDevice)
        guard let box = deviceBox(of: vertices, toDevice), let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)) else {
            cairo_set_source(cairo, pattern)
            return
        }
        defer { cairo_surface_destroy(image) }
        // User space → the image's pixels: the device transform moved by the image's origin.
        var toImage = toDevice
        toImage.x0 -= Double(box.x)
        toImage.y0 -= Double(box.y)
        if let context = cairo_create(image) {
            cairo_set_matrix(context, &toImage)
            cairo_set_source(context, pattern)
            cairo_paint(context)
            cairo_destroy(context)
        }
        cairo_surface_flush(image)
        guard let source = cairo_pattern_create_for_surface(image) else { return }
        defer { cairo_pattern_destroy(source) }
        cairo_pattern_set_matrix(source, &toImage)
        cairo_pattern_set_filter(source, CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(source, CAIRO_EXTEND_NONE)
        cairo_set_source(cairo, source)
    }

    /// The mesh as Cairo's pattern, in user space.
    private static func pattern(columns: Int, rows: Int, vertices: [MeshVertex], colors: [RGBAColor]) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_mesh() else { return nil }
        func curve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) {
            cairo_mesh_pattern_curve_to(pattern, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
        }
        for row in 0..<(rows - 1) {
            for column in 0..<(columns - 1) {
                let topLeft = row * columns + column, topRight = topLeft + 1
                let bottomLeft = topLeft + columns, bottomRight = bottomLeft + 1
                let a = vertices[topLeft], b = vertices[topRight], c = vertices[bottomRight], d = vertices[bottomLeft]
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, Double(a.position.x), Double(a.position.y))
                curve(a.trailing, b.leading, b.position)   // top edge
                curve(b.bottom, c.top, c.position)         // trailing edge
                curve(c.leading, d.trailing, d.position)   // bottom edge
                curve(d.top, a.bottom, a.position)         // leading edge
                for (corner, index) in [topLeft, topRight, bottomRight, bottomLeft].enumerated() {
                    let colour = colors[index]
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), colour.red, colour.green, colour.blue, colour.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
        }
        return pattern
    }

    /// The whole device pixels the mesh's points (control points included) fall in; nil when
    /// none, or past `maximumSide`.
    private static func deviceBox(of vertices: [MeshVertex], _ toDevice: cairo_matrix_t) -> (x: Int, y: Int, width: Int, height: Int)? {
        var matrix = toDevice
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for vertex in vertices {
            for point in [vertex.position, vertex.leading, vertex.top, vertex.trailing, vertex.bottom] {
                var x = Double(point.x), y = Double(point.y)
                cairo_matrix_transform_point(&matrix, &x, &y)
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
        let left = Int(minX.rounded(.down)), top = Int(minY.rounded(.down))
        let width = Int(maxX.rounded(.up)) - left, height = Int(maxY.rounded(.up)) - top
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        return (left, top, width, height)
    }
}
