/// A bitmap: 8-bit red, green, blue, alpha samples with straight (not premultiplied) alpha, rows
/// top to bottom with no padding between them (`stride == width * 4`). The one pixel type of the
/// house: codecs decode into it and encode from it, the raster draws into it, the pixel diff and
/// the audits read it, snapshots carry it from the render to the PNG without copying.
///
/// Every bitmap is valid: `pixels.count == width * height * 4`, checked once by
/// ``validate(width:height:byteCount:)`` when one is made from bytes and kept when the samples are
/// changed in place (their count cannot change).
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The samples, four bytes a pixel, `width × height × 4` of them. Read them here; change them
    /// in place with ``withUnsafeMutableBytes(_:)``, ``withUnsafeMutableBufferPointer(_:)`` or
    /// ``subscript(sample:)``, which cannot change their count.
    ///
    /// Not settable from outside this module on purpose: a property with an observer is changed
    /// from another module by reading it, changing the copy and writing it back, which copies every
    /// sample of the image for each change (a 65 MB page once per thumbnail placed on it).
    public private(set) var pixels: [UInt8]

    /// Bytes from one row to the next.
    public var stride: Int { width * 4 }

    /// The number of bytes a `width × height` bitmap holds, or a `BitmapError` naming the size when
    /// a dimension is negative or the count overflows: the one validation of a bitmap's dimensions.
    public static func byteCount(width: Int, height: Int) throws(BitmapError) -> Int {
        guard width >= 0, height >= 0 else {
            throw BitmapError("image size \(width)x\(height) has a negative dimension")
        }
        let (area, overflowA) = width.multipliedReportingOverflow(by: height)
        let (byteCount, overflowB) = area.multipliedReportingOverflow(by: 4)
        guard !overflowA, !overflowB else {
            throw BitmapError("image size \(width)x\(height) is too large to hold in memory")
        }
        return byteCount
    }

    /// Checks that `byteCount` bytes make a `width × height` bitmap: the dimensions are not negative,
    /// the size does not overflow, and the count is exactly `width × height × 4`.
    public static func validate(width: Int, height: Int, byteCount given: Int) throws(BitmapError) {
        let needed = try byteCount(width: width, height: height)
        guard given == needed else {
            throw BitmapError("a \(width)x\(height) RGBA8 image needs \(needed) bytes, but \(given) were given")
        }
    }

    /// A bitmap over existing samples.
    ///
    /// - Throws: ``BitmapError`` when a dimension is negative, the size overflows, or `pixels` does
    ///   not hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, pixels: [UInt8]) throws(BitmapError) {
        try Bitmap.validate(width: width, height: height, byteCount: pixels.count)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap over samples the caller has made to fit (a decoder's or a filter's output): the same
    /// validation as ``init(width:height:pixels:)``, but a mismatch is a programming error and traps.
    package init(width: Int, height: Int, madePixels pixels: [UInt8]) {
        do {
            try Bitmap.validate(width: width, height: height, byteCount: pixels.count)
        } catch {
            preconditionFailure("Bitmap: \(error)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap filled with one colour; negative dimensions are treated as 0.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let width = max(0, width), height = max(0, height)
        let count = width * height
        let word = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | UInt32(alpha) << 24
        self.width = width
        self.height = height
        self.pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialised in
            let words = UnsafeMutableRawBufferPointer(buffer).bindMemory(to: UInt32.self)
            words.initialize(repeating: UInt32(littleEndian: word))
            initialised = count * 4
        }
    }

    /// A transparent black bitmap (every byte zero); negative dimensions are treated as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// A bitmap whose samples are not set yet: the caller must write every byte before reading any.
    /// Negative dimensions are treated as 0.
    package init(uninitialisedWidth width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height * 4
        self.pixels = [UInt8](unsafeUninitializedCapacity: count) { _, initialised in initialised = count }
    }

    /// Runs `body` over the samples' bytes, which it may change in place (never copied while this
    /// bitmap is the only holder of its samples).
    public mutating func withUnsafeMutableBytes<Result>(
        _ body: (UnsafeMutableRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try pixels.withUnsafeMutableBytes { try body($0) }
    }

    /// Runs `body` over the samples, which it may change in place (never copied while this bitmap is
    /// the only holder of its samples).
    public mutating func withUnsafeMutableBufferPointer<Result>(
        _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// The sample at `index` (`y × stride + x × 4 + channel`), read or changed in place.
    public subscript(sample index: Int) -> UInt8 {
        get { pixels[index] }
        set { pixels[index] = newValue }
    }

    /// The four samples of the pixel at column `x`, row `y`, which must lie inside the bitmap.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(contains(x: x, y: y), "pixel \(x),\(y) lies outside a \(width)x\(height) image")
        let index = y * stride + x * 4
        return (pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Whether column `x`, row `y` lies inside the bitmap.
    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// True when every pixel's alpha is 255 (an empty image counts as opaque). Eight pixels are
    /// checked at a time.
    public var isOpaque: Bool {
        pixels.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            let count = raw.count / 4
            var lanes = SIMD8<UInt32>(repeating: 0xFFFF_FFFF)
            var pixel = 0
            while pixel + 8 <= count {
                lanes &= base.loadUnaligned(fromByteOffset: pixel * 4, as: SIMD8<UInt32>.self)
                pixel += 8
            }
            var alpha: UInt8 = 0xFF
            for lane in 0..<8 { alpha &= UInt8(truncatingIfNeeded: UInt32(littleEndian: lanes[lane]) >> 24) }
            while pixel < count {
                alpha &= raw[pixel * 4 + 3]
                pixel += 1
            }
            return alpha == 0xFF
        }
    }
}
