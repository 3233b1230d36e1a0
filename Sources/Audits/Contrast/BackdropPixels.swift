import Bitmaps
import Drawing
import Foundation

/// A rendered page as 8-bit RGBA pixels (straight alpha, rows top to bottom), used to measure
/// text that sits on a photo.
///
/// Render the page **without its text** (`DisplayList.removingText()`): pixels under a text frame
/// would otherwise include the glyphs themselves, and text would always seem to sit on its own colour.
public struct BackdropPixels: Hashable, Sendable {
    /// The page's pixels: all its rows, or the rows from `top` on that the audits read (the
    /// rows under texts that may sit on a photo), so a tall page is not held whole.
    public let bitmap: Bitmap
    /// Pixels per point.
    public let scale: Double
    /// The page row of the bitmap's first row: 0 when it holds the whole page.
    public let top: Int

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var rgba: [UInt8] { bitmap.pixels }

    /// Why a backdrop was refused.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// A dimension or the scale is not positive.
        case nonPositive(width: Int, height: Int, scale: Double)

        /// A sentence naming the wrong value.
        public var description: String {
            switch self {
            case .nonPositive(let width, let height, let scale):
                return "backdrop pixels: width \(width), height \(height) and scale \(scale) must all be positive"
            }
        }
    }

    /// The backdrop of a page drawn at `scale`; throws when the page is empty or the scale is not a
    /// positive number (the bitmap itself is valid by construction).
    public init(bitmap: Bitmap, scale: Double) throws {
        try self.init(bitmap: bitmap, scale: scale, top: 0)
    }

    /// The backdrop rows `top ..< top + bitmap.height` of a page drawn at `scale`: contrast is
    /// measured only inside them (a text's box must lie within them to be measured as on the
    /// whole page). Throws as ``init(bitmap:scale:)`` does, and for a negative `top`.
    public init(bitmap: Bitmap, scale: Double, top: Int) throws {
        guard bitmap.width > 0, bitmap.height > 0, scale > 0, scale.isFinite, top >= 0 else {
            throw Problem.nonPositive(width: bitmap.width, height: bitmap.height, scale: scale)
        }
        self.bitmap = bitmap
        self.scale = scale
        self.top = top
    }

    /// The backdrop from raw samples; throws `BitmapError` when the byte count is not
    /// `width × height × 4`, or `Problem` as ``init(bitmap:scale:)`` does.
    public init(width: Int, height: Int, scale: Double, rgba: [UInt8]) throws {
        guard width > 0, height > 0, scale > 0, scale.isFinite else {
            throw Problem.nonPositive(width: width, height: height, scale: scale)
        }
        try self.init(bitmap: Bitmap(width: width, height: height, pixels: rgba), scale: scale)
    }

    /// The pixel at column `x`, page row `y` (one of the rows held).
    public func color(x: Int, y: Int) -> RGBAColor {
        color(atOffset: ((y - top) * width + x) * 4)
    }

    /// The lowest contrast of `ink` over the pixels inside `rect` (in points), translucent pixels
    /// composited over `page`; nil when the rect covers no pixel of the rows held.
    public func worstContrast(of ink: RGBAColor, in rect: CGRect, page: RGBAColor) -> (ratio: Double, backdrop: RGBAColor)? {
        let minX = max(0, Int((Double(rect.minX) * scale).rounded(.down)))
        let maxX = min(width, Int((Double(rect.maxX) * scale).rounded(.up)))
        let minY = max(top, Int((Double(rect.minY) * scale).rounded(.down)))
        let maxY = min(top + height, Int((Double(rect.maxY) * scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return nil }
        // Opaque pixels under opaque ink: luminance straight from a 256-entry table. Translucent
        // pixels, or translucent ink, are composited one by one.
        let inkIsOpaque = ink.alpha >= 1
        let inkLuminance = WCAGContrast.luminance(ink)
        let rgba = bitmap.pixels
        var worst: (ratio: Double, offset: Int)?
        var slowPixels: [Int] = []
        for y in minY..<maxY {
            var offset = ((y - top) * width + minX) * 4
            for _ in minX..<maxX {
                defer { offset += 4 }
                guard inkIsOpaque, rgba[offset + 3] == 255 else { slowPixels.append(offset); continue }
                let luminance = 0.2126 * BackdropPixels.linearTable[Int(rgba[offset])]
                    + 0.7152 * BackdropPixels.linearTable[Int(rgba[offset + 1])]
                    + 0.0722 * BackdropPixels.linearTable[Int(rgba[offset + 2])]
                let ratio = WCAGContrast.ratio(luminance: inkLuminance, luminance)
                if worst == nil || ratio < worst!.ratio { worst = (ratio, offset) }
            }
        }
        var result = worst.map { (ratio: $0.ratio, backdrop: color(atOffset: $0.offset)) }
        for offset in slowPixels {
            let pixel = color(atOffset: offset).composited(over: page)
            let ratio = WCAGContrast.ratio(ink, on: pixel)
            if result == nil || ratio < result!.ratio { result = (ratio, pixel) }
        }
        return result
    }

    /// The pixel starting at byte `offset`.
    private func color(atOffset offset: Int) -> RGBAColor {
        let rgba = bitmap.pixels
        return RGBAColor(red: Double(rgba[offset]) / 255, green: Double(rgba[offset + 1]) / 255,
                  blue: Double(rgba[offset + 2]) / 255, alpha: Double(rgba[offset + 3]) / 255)
    }

    /// `WCAGContrast.linear` of every 8-bit channel value.
    static let linearTable: [Double] = (0...255).map { WCAGContrast.linear(Double($0) / 255) }
}
