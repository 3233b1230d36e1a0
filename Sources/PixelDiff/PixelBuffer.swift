/// An image in memory: rows of RGBA8 pixels with straight (not premultiplied) alpha,
/// top row first, four bytes per pixel in the order red, green, blue, alpha.
public struct PixelBuffer: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes, row after row with no padding.
    public internal(set) var pixels: [UInt8]

    /// An image over existing bytes.
    ///
    /// - Throws: ``PixelBufferError`` when a dimension is negative, the size overflows, or
    ///   `pixels` does not hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(PixelBufferError) {
        guard width >= 0, height >= 0 else {
            throw PixelBufferError("image size \(width)x\(height) has a negative dimension")
        }
        let (area, overflowA) = width.multipliedReportingOverflow(by: height)
        let (byteCount, overflowB) = area.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB else {
            throw PixelBufferError("image size \(width)x\(height) is too large to hold in memory")
        }
        guard pixels.count == byteCount else {
            throw PixelBufferError(
                "a \(width)x\(height) RGBA8 image needs \(byteCount) bytes, but \(pixels.count) were given")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour. Negative dimensions are treated as 0.
    public init(width: Int, height: Int, filledWith colour: RGBA8 = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        guard colour != .clear else {
            self.pixels = [UInt8](repeating: 0, count: count * 4)
            return
        }
        let word = UInt32(littleEndian: colour.packed)
        self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialised in
            UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self).initialize(repeating: word)
            initialised = count * 4
        }
    }

    /// An image whose pixels are not set yet: the caller must write every one before reading any.
    init(uninitialisedWidth width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        self.pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialised in initialised = count }
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
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// Whether column `x`, row `y` lies inside the image.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// The rectangle `x, y, width, height` (clipped to the image) painted with `colour`, replacing what was there.
    public mutating func fill(x: Int, y: Int, width fillWidth: Int, height fillHeight: Int, with colour: RGBA8) {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + fillWidth), bottom = min(height, y + fillHeight)
        guard left < right, top < bottom else { return }
        pixels.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            let value = UInt32(littleEndian: colour.packed)
            for row in top..<bottom {
                for column in left..<right { words[row * width + column] = value }
            }
        }
    }

    /// `source` copied in with its top-left corner at `x, y`, clipped to this image; pixels replace what was there.
    public mutating func paste(_ source: PixelBuffer, x: Int, y: Int) {
        let left = max(0, x), top = max(0, y)
        let right = min(width, x + source.width), bottom = min(height, y + source.height)
        guard left < right, top < bottom else { return }
        let rowBytes = (right - left) * 4
        pixels.withUnsafeMutableBytes { target in
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
    public func cropped(x: Int, y: Int, width cropWidth: Int, height cropHeight: Int) -> PixelBuffer {
        precondition(x >= 0 && y >= 0 && cropWidth >= 0 && cropHeight >= 0
            && x + cropWidth <= width && y + cropHeight <= height, "crop lies outside the image")
        var result = PixelBuffer(width: cropWidth, height: cropHeight)
        result.paste(self, x: -x, y: -y)
        return result
    }
}
