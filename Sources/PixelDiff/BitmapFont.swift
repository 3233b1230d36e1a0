import Bitmaps

/// A tiny built-in bitmap font (5×7 cells, two descender rows) for labelling composites without
/// any font library: printable ASCII; other characters draw as `?`.
public enum BitmapFont {
    /// Columns of a glyph.
    public static let glyphWidth = 5
    /// Rows from the top of a capital to the bottom of a descender.
    public static let glyphHeight = 9
    /// Horizontal distance between glyph origins, in cells.
    public static let advance = 6

    /// Each glyph's rows as bit masks (bit 4 = leftmost cell), keyed by its character.
    static let glyphs: [Character: [UInt8]] = {
        var table: [Character: [UInt8]] = [:]
        for line in glyphSource.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let name = fields.first, fields.count >= 8 else { continue }
            let character: Character = name == "space" ? " " : name.first!
            table[character] = fields.dropFirst().map { row in
                row.reduce(UInt8(0)) { bits, cell in bits << 1 | (cell == "#" ? 1 : 0) }
            }
        }
        return table
    }()

    /// The width in pixels of `text` drawn at `scale` (pixels per cell).
    public static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - 1) * scale
    }

    /// Draws `text` with its top-left corner at `x, y`, each cell a `scale`×`scale` square of `colour`.
    public static func draw(_ text: String, into image: inout Bitmap, x: Int, y: Int, scale: Int, colour: RGBA8) {
        let scale = max(1, scale)
        var originX = x
        for character in text {
            let rows = glyphs[character] ?? glyphs["?"]!
            for (rowIndex, bits) in rows.enumerated() {
                for column in 0..<glyphWidth where bits & (1 << (glyphWidth - 1 - column)) != 0 {
                    image.fill(x: originX + column * scale, y: y + rowIndex * scale, width: scale, height: scale, with: colour)
                }
            }
            originX += advance * scale
        }
    }
}
