import Bitmaps
import PixelDiff

/// Deterministic pictures for the tests, drawn in code.
enum TestImages {
    /// A solid image.
    static func solid(_ width: Int, _ height: Int, _ colour: RGBA8) -> Bitmap {
        Bitmap(width: width, height: height, filledWith: colour)
    }

    /// A disc of `colour` on `background`, antialiased by 4×4 supersampling of its coverage.
    static func disc(width: Int, height: Int, centreX: Double, centreY: Double, radius: Double,
                     colour: RGBA8, background: RGBA8 = .white) -> Bitmap {
        var image = solid(width, height, background)
        for y in 0..<height {
            for x in 0..<width {
                var covered = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - centreX
                        let dy = Double(y) + (Double(sy) + 0.5) / 4 - centreY
                        if dx * dx + dy * dy <= radius * radius { covered += 1 }
                    }
                }
                image[x: x, y: y] = mix(colour, background, coverage: covered, of: 16)
            }
        }
        return image
    }

    /// `top` over `bottom` with coverage `covered / total`, per channel, rounded.
    static func mix(_ top: RGBA8, _ bottom: RGBA8, coverage covered: Int, of total: Int) -> RGBA8 {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Int(a) * covered + Int(b) * (total - covered) + total / 2) / total)
        }
        return RGBA8(red: channel(top.red, bottom.red), green: channel(top.green, bottom.green),
                     blue: channel(top.blue, bottom.blue), alpha: channel(top.alpha, bottom.alpha))
    }

    /// A vertical edge: white left of `column`, one grey antialiasing column at `column`, black right of it.
    static func verticalEdge(width: Int, height: Int, column: Int) -> Bitmap {
        var image = solid(width, height, .white)
        for y in 0..<height {
            image[x: column, y: y] = RGBA8(red: 128, green: 128, blue: 128)
            for x in (column + 1)..<width { image[x: x, y: y] = .black }
        }
        return image
    }

    /// A card: light page, white rounded-looking panel, a coloured header bar and some text.
    static func card(width: Int = 64, height: Int = 40, bar: RGBA8 = RGBA8(hex: 0x007AFF), text: String = "Card") -> Bitmap {
        var image = solid(width, height, RGBA8(hex: 0xF2F2F7))
        image.fill(x: 4, y: 4, width: width - 8, height: height - 8, with: .white)
        image.fill(x: 4, y: 4, width: width - 8, height: 8, with: bar)
        BitmapFont.draw(text, into: &image, x: 8, y: 16, scale: 1, colour: RGBA8(hex: 0x1C1C1E))
        return image
    }

    /// The image moved `dx` pixels right, the uncovered column filled with the left column's pixels.
    static func shiftedRight(_ image: Bitmap, by dx: Int) -> Bitmap {
        var result = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                result[x: x, y: y] = image[x: max(0, x - dx), y: y]
            }
        }
        return result
    }
}
