import CPangoCairo
import Foundation

/// The family of the font of each glyph run of a layout.
enum RunFonts {
    static func families(in layout: OpaquePointer) -> [String] {
        var families: [String] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let lineNode = lines {
            let line = lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs = line.pointee.runs
            while let runNode = runs {
                let run = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                if let font = run.pointee.item.pointee.analysis.font {
                    let description = pango_font_describe(font)
                    families.append(String(cString: pango_font_description_get_family(description)))
                    pango_font_description_free(description)
                }
                runs = runNode.pointee.next
            }
            lines = lineNode.pointee.next
        }
        return families
    }

    /// The face of every run, in visual order: its family, whether it is italic or oblique, and
    /// its weight (Pango's numbers: 300 light, 400 regular, 800 heavy...), as Pango describes the font.
    static func faces(in layout: OpaquePointer) -> [(family: String, style: PangoStyle, weight: Int)] {
        var faces: [(family: String, style: PangoStyle, weight: Int)] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let lineNode = lines {
            let line = lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs = line.pointee.runs
            while let runNode = runs {
                let run = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                if let font = run.pointee.item.pointee.analysis.font {
                    let description = pango_font_describe(font)
                    faces.append((String(cString: pango_font_description_get_family(description)),
                                  pango_font_description_get_style(description),
                                  Int(pango_font_description_get_weight(description).rawValue)))
                    pango_font_description_free(description)
                }
                runs = runNode.pointee.next
            }
            lines = lineNode.pointee.next
        }
        return faces
    }

    /// The glyph ids of every run of a layout, in visual order (Pango's unknown-glyph flag kept).
    static func glyphs(in layout: OpaquePointer) -> [UInt32] {
        var glyphs: [UInt32] = []
        var lines = pango_layout_get_lines_readonly(layout)
        while let lineNode = lines {
            let line = lineNode.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
            var runs = line.pointee.runs
            while let runNode = runs {
                let run = runNode.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let string = run.pointee.glyphs.pointee
                for index in 0..<Int(string.num_glyphs) { glyphs.append(string.glyphs[index].glyph) }
                runs = runNode.pointee.next
            }
            lines = lineNode.pointee.next
        }
        return glyphs
    }
}
