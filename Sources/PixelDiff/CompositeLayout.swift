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
            drawCheckerboard(into: &sheet, x: left, y: top)
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

    private func drawCheckerboard(into sheet: inout PixelBuffer, x: Int, y: Int) {
        let cell = 8 * scale
        var row = 0
        while row * cell < panelHeight {
            var column = 0
            while column * cell < panelWidth {
                let colour = (row + column) % 2 == 0 ? Self.checkerLight : Self.checkerDark
                sheet.fill(x: x + column * cell, y: y + row * cell,
                           width: min(cell, panelWidth - column * cell), height: min(cell, panelHeight - row * cell), with: colour)
                column += 1
            }
            row += 1
        }
    }

    /// A rectangle outline drawn *outside* the area `x, y, width, height`.
    private func drawFrame(into sheet: inout PixelBuffer, x: Int, y: Int, width: Int, height: Int, thickness: Int, colour: RGBA8) {
        sheet.fill(x: x - thickness, y: y - thickness, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y + height, width: width + 2 * thickness, height: thickness, with: colour)
        sheet.fill(x: x - thickness, y: y, width: thickness, height: height, with: colour)
        sheet.fill(x: x + width, y: y, width: thickness, height: height, with: colour)
    }

    /// `image` drawn source-over (straight alpha, in 8-bit sRGB) onto the sheet at `x, y`.
    private func composite(_ image: PixelBuffer, into sheet: inout PixelBuffer, x: Int, y: Int) {
        let sheetWidth = sheet.width
        sheet.pixels.withUnsafeMutableBytes { target in
            image.pixels.withUnsafeBytes { source in
                for row in 0..<image.height {
                    for column in 0..<image.width {
                        let from = (row * image.width + column) * 4
                        let to = ((y + row) * sheetWidth + x + column) * 4
                        let alpha = Int(source[from + 3])
                        if alpha == 255 {
                            for channel in 0..<4 { target[to + channel] = source[from + channel] }
                        } else if alpha > 0 {
                            for channel in 0..<3 {
                                let blended = (Int(source[from + channel]) * alpha + Int(target[to + channel]) * (255 - alpha) + 127) / 255
                                target[to + channel] = UInt8(blended)
                            }
                        }
                    }
                }
            }
        }
    }
}
