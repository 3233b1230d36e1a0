import CPangoCairo
import Foundation

/// The fonts and glyphs of a layout's glyph runs, in visual order.
enum RunFonts {
    /// The family of the font of each glyph run of a layout.
    static func families(in layout: OpaquePointer) -> [String] {
        faces(in: layout).map(\.family)
    }

    /// The face of every run, in visual order: its family, whether it is italic or oblique, and
    /// its weight (Pango's numbers: 300 light, 400 regular, 800 heavy...), as Pango describes the font.
    static func faces(in layout: OpaquePointer) -> [(family: String, style: PangoStyle, weight: Int)] {
        var faces: [(family: String, style: PangoStyle, weight: Int)] = []
        forEachRun(in: layout) { run in
            guard let font = run.pointee.item.pointee.analysis.font else { return }
            let description = pango_font_describe(font)
            faces.append((String(cString: pango_font_description_get_family(description)),
                          pango_font_description_get_style(description),
                          Int(pango_font_description_get_weight(description).rawValue)))
            pango_font_description_free(description)
        }
        return faces
    }

    /// The glyph ids of every run of a layout, in visual order (Pango's unknown-glyph flag kept).
    static func glyphs(in layout: OpaquePointer) -> [UInt32] {
        var glyphs: [UInt32] = []
        forEachRun(in: layout) { run in
            let string = run.pointee.glyphs.pointee
            for index in 0..<Int(string.num_glyphs) { glyphs.append(string.glyphs[index].glyph) }
        }
        return glyphs
    }

    /// Calls `body` with each glyph run of each line of `layout`, in visual order.
    private static func forEachRun(in layout: OpaquePointer, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Void) {
        var lines = pango_layout_get_lines_readonly(layout)
        while let lineNode = lines {
            let line = lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs = line.pointee.runs
            while let runNode = runs {
                body(runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self))
                runs = runNode.pointee.next
            }
            lines = lineNode.pointee.next
        }
    }
}
