/// Sizes and draws a composite sheet.
struct CompositeLayout {
    let panels: [CompositePanel]
    let panelWidth: Int
    let panelHeight: Int
    /// Pixels per font cell; also scales gutters, frames and boxes so large images keep readable labels.
    let scale: Int
    /// Width of each panel's column: the panel, or its label when that is wider.
    let columnWidth: Int

    static let sheet = RGBA8(hex: 0xF2F2F7)
    static let checkerLight = RGBA8(hex: 0xFFFFFF)
    static let checkerDark = RGBA8(hex: 0xE5E5EA)
    static let frame = RGBA8(hex: 0x8E8E93)
    static let ink = RGBA8(hex: 0x1C1C1E)
    static let box = RGBA8(hex: 0x0A60FF)

    init(panels: [CompositePanel]) {
        self.panels = panels
        panelWidth = max(1, panels.compactMap { $0.image?.width }.max() ?? 1)
        panelHeight = max(1, panels.compactMap { $0.image?.height }.max() ?? 1)
        let scale = max(1, min(4, panelWidth / 240))
        self.scale = scale
        let widestLabel = panels.map { BitmapFont.width(of: $0.title, scale: scale) }.max() ?? 0
        columnWidth = max(panelWidth, widestLabel)
    }

    var gutter: Int { 12 * scale }
    var labelBand: Int { (BitmapFont.glyphHeight + 5) * scale }
    var sheetWidth: Int { gutter + panels.count * (columnWidth + gutter) }
    var sheetHeight: Int { gutter + labelBand + panelHeight + gutter }

    func draw() -> PixelBuffer {
        var sheet = PixelBuffer(width: sheetWidth, height: sheetHeight, filledWith: Self.sheet)
        for (index, panel) in panels.enumerated() {
            let left = gutter + index * (columnWidth + gutter)
            let top = gutter + labelBand
            BitmapFont.draw(panel.title, into: &sheet, x: left, y: gutter, scale: scale, colour: Self.ink)
            // The checkerboard shows in the padding; under the picture it is blended in by `composite`.
            if let image = panel.image {
                drawCheckerboard(into: &sheet, x: left, y: top, from: (image.width, 0), to: (panelWidth, panelHeight))
                drawCheckerboard(into: &sheet, x: left, y: top, from: (0, image.height), to: (min(image.width, panelWidth), panelHeight))
            } else {
                drawCheckerboard(into: &sheet, x: left, y: top, from: (0, 0), to: (panelWidth, panelHeight))
            }
            if let image = panel.image {
                drawFrame(into: &sheet, x: left, y: top, width: image.width, height: image.height, thickness: 1, colour: Self.frame)
                composite(image, into: &sheet, x: left, y: top)
                for box in panel.boxes {
                    let gap = scale  // leave the outermost changed pixels visible inside the outline
                    drawFrame(into: &sheet, x: left + box.x - gap, y: top + box.y - gap,
                              width: box.width + 2 * gap, height: box.height + 2 * gap, thickness: scale, colour: Self.box)
                }
            } else {
                let label = "none"
                let labelX = left + (panelWidth - BitmapFont.width(of: label, scale: scale)) / 2
                BitmapFont.draw(label, into: &sheet, x: labelX, y: top + panelHeight / 2, scale: scale, colour: Self.frame)
            }
        }
        return sheet
    }

    /// The panel's checkerboard (cells of `8 × scale`, light at the panel's top-left corner), drawn
    /// only inside the panel-relative rectangle `from..<to`.
    private func drawCheckerboard(into sheet: inout PixelBuffer, x: Int, y: Int, from: (x: Int, y: Int), to: (x: Int, y: Int)) {
        guard from.x < to.x, from.y < to.y else { return }
        let cell = 8 * scale
        var row = from.y / cell
        while row * cell < to.y {
            let top = max(from.y, row * cell), bottom = min(to.y, (row + 1) * cell)
            var column = from.x / cell
            while column * cell < to.x {
                let left = max(from.x, column * cell), right = min(to.x, (column + 1) * cell)
                sheet.fill(x: x + left, y: y + top, width: right - left, height: bottom - top, with: checker(column: column, row: row))
                column += 1
            }
            row += 1
        }
    }

    /// The checkerboard colour of cell `column, row`.
    @inline(__always)
    private func checker(column: Int, row: Int) -> RGBA8 {
        (row + column) % 2 == 0 ? Self.checkerLight : Self.checkerDark
    }

    /// A rectangle outline drawn *outside* the area `x, y, width, height`.
    private func drawFrame(into sheet: inout PixelBuffer, x: Int, y: Int, width: Int, height: Int, thickness: Int, colour: RGBA8) {
        sheet.fill(x: x - thickness, y: y - thickness, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y + height, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y, width: thickness, height: height, with: colour)
        sheet.fill(x: x + width, y: y, width: thickness, height: height, with: colour)
    }

    /// `image` drawn source-over (straight alpha, in 8-bit sRGB) onto the panel's checkerboard at
    /// `x, y`: opaque pixels are copied, transparent ones show the checkerboard, the rest are blended
    /// with it.
    private func composite(_ image: PixelBuffer, into sheet: inout PixelBuffer, x: Int, y: Int) {
        let sheetWidth = sheet.width, cell = 8 * scale
        let light = Self.checkerLight.packed, dark = Self.checkerDark.packed
        sheet.pixels.withUnsafeMutableBytes { targetBytes in
            let target = targetBytes.bindMemory(to: UInt32.self)
            image.withPixelWords { source in
                for row in 0..<image.height {
                    let from = row * image.width, to = (y + row) * sheetWidth + x
                    let checkerRow = row / cell
                    for column in 0..<image.width {
                        let word = source[from + column]
                        let alpha = UInt32(littleEndian: word) >> 24
                        if alpha == 255 {
                            target[to + column] = word
                            continue
                        }
                        // Values with red in the lowest byte; `UInt32(littleEndian:)` converts to and from memory order.
                        let under = (checkerRow + column / cell) % 2 == 0 ? light : dark
                        let value = alpha == 0 ? under : Self.blend(UInt32(littleEndian: word), over: under)
                        target[to + column] = UInt32(littleEndian: value)
                    }
                }
            }
        }
    }

    /// `pixel` (straight alpha, as a little-endian value) over the opaque `under`: each colour
    /// channel `(s × a + u × (255 − a) + 127) / 255`, the alpha of `under` kept.
    @inline(__always)
    private static func blend(_ pixel: UInt32, over under: UInt32) -> UInt32 {
        let alpha = pixel >> 24, rest = 255 - alpha
        func channel(_ shift: UInt32) -> UInt32 {
            ((((pixel >> shift) & 0xFF) * alpha + ((under >> shift) & 0xFF) * rest + 127) / 255) << shift
        }
        let result = (under & 0xFF00_0000) | channel(0) | channel(8) | channel(16)
        return result
    }
}
