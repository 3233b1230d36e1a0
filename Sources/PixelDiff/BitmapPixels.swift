import Bitmaps

/// The pixel diff's operations on the house's one bitmap type: pixels as `RGBA8`, fills, pastes
/// and crops. Images are `Bitmap`s (straight RGBA8, rows top to bottom, no padding).
extension Bitmap {
    /// A bitmap of one colour. Negative dimensions are treated as 0.
    public init(width: Int, height: Int, filledWith colour: RGBA8) {
        self.init(width: width, height: height, red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }

    /// The image's dimensions.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The pixel at column `x`, row `y`; both must lie inside the image.
    public subscript(x x: Int, y y: Int) -> RGBA8 {
        get {
            precondition(contains(x: x, y: y), "pixel \(x),\(y) lies outside a \(width)x\(height) image")
            let offset = (y * width + x) * 4
            return RGBA8(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
        }
        set {
            precondition(contains(x: x, y: y), "pixel \(x),\(y) lies outside a \(width)x\(height) image")
            let offset = (y * width + x) * 4
            self[sample: offset] = newValue.red
            self[sample: offset + 1] = newValue.green
            self[sample: offset + 2] = newValue.blue
            self[sample: offset + 3] = newValue.alpha
        }
    }

    /// The rectangle `x, y, width, height` (clipped to the image) painted with `colour`, replacing what was there.
    public mutating func fill(x: Int, y: Int, width fillWidth: Int, height fillHeight: Int, with colour: RGBA8) {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + fillWidth), bottom = min(height, y + fillHeight)
        guard left < right, top < bottom else { return }
        let width = self.width
        withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let value = UInt32(littleEndian: colour.packed)
            for row in top..<bottom {
                for column in left..<right { words[row * width + column] = value }
            }
        }
    }

    /// `source` copied in with its top-left corner at `x, y`, clipped to this image; pixels replace what was there.
    public mutating func paste(_ source: Bitmap, x: Int, y: Int) {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + source.width), bottom = min(height, y + source.height)
        guard left < right, top < bottom else { return }
        let rowBytes = (right - left) * 4
        let width = self.width
        withUnsafeMutableBytes { target in
            source.pixels.withUnsafeBytes { from in
                for row in top..<bottom {
                    let targetOffset = (row * width + left) * 4
                    let sourceOffset = ((row - y) * source.width + (left - x)) * 4
                    target.baseAddress!.advanced(by: targetOffset)
                        .copyMemory(from: from.baseAddress!.advanced(by: sourceOffset), byteCount: rowBytes)
                }
            }
        }
    }

    /// The part of the image inside `x, y, width, height`, which must lie within the image.
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> Bitmap {
        precondition(x >= 0 && y >= 0 && cropWidth >= 0 && cropHeight >= 0
            && x + cropWidth <= width && y + cropHeight <= height, "crop lies outside the image")
        var result = Bitmap(width: cropWidth, height: cropHeight)
        result.paste(self, x: -x, y: -y)
        return result
    }
}
