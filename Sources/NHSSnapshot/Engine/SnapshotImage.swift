import Bitmaps
import Drawing
import Foundation

/// What a renderer hands back for one cell: the pixels, their PNG encoding and, when the renderer
/// has one, the display list they were drawn from.
public struct SnapshotImage: Sendable {
    /// The pixels.
    public let bitmap: Bitmap
    /// The PNG file's bytes; the same input always gives the same bytes.
    public let pngData: Data
    /// The laid-out page, when known.
    public let displayList: DisplayList?

    /// Width in pixels.
    public var width: Int { bitmap.width }
    /// Height in pixels.
    public var height: Int { bitmap.height }
    /// Straight RGBA8, row-major, `width × height × 4` bytes.
    public var pixels: [UInt8] { bitmap.pixels }

    /// An image of `bitmap`, encoded as `pngData`.
    public init(bitmap: Bitmap, pngData: Data, displayList: DisplayList? = nil) {
        self.bitmap = bitmap
        self.pngData = pngData
        self.displayList = displayList
    }

    /// An image from raw samples; throws when `pixels` does not hold `width × height` RGBA pixels.
    public init(width: Int, height: Int, pixels: [UInt8], pngData: Data, displayList: DisplayList? = nil) throws {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else {
            throw SnapshotImageError.sizeMismatch(width: width, height: height, bytes: pixels.count)
        }
        self.init(bitmap: try Bitmap(width: width, height: height, pixels: pixels), pngData: pngData, displayList: displayList)
    }

    /// An image that carries only `list`, no pixels or PNG: what a cell verified or recorded band
    /// by band hands to the goldens and audits made from the display list.
    public static func displayListOnly(_ list: DisplayList) -> SnapshotImage {
        SnapshotImage(bitmap: Bitmap(width: 0, height: 0), pngData: Data(), displayList: list)
    }
}

/// Pixels that do not match the stated size.
public enum SnapshotImageError: Error, Equatable, CustomStringConvertible {
    /// The buffer is not `width × height × 4` bytes.
    case sizeMismatch(width: Int, height: Int, bytes: Int)

    /// A message naming the sizes.
    public var description: String {
        switch self {
        case .sizeMismatch(let width, let height, let bytes):
            return "a \(width)×\(height) RGBA image needs \(width * height * 4) bytes, got \(bytes)"
        }
    }
}
