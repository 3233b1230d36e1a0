import Drawing
import Foundation

/// What a renderer hands back for one cell: the pixels, their PNG encoding and, when the renderer
/// has one, the display list they were drawn from.
public struct SnapshotImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Straight RGBA8, row-major, `width × height × 4` bytes.
    public let pixels: [UInt8]
    /// The PNG file's bytes; the same input always gives the same bytes.
    public let pngData: Data
    /// The laid-out page, when known.
    public let displayList: DisplayList?

    /// An image; throws when `pixels` does not hold `width × height` RGBA pixels.
    public init(width: Int, height: Int, pixels: [UInt8], pngData: Data, displayList: DisplayList? = nil) throws {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else {
            throw SnapshotImageError.sizeMismatch(width: width, height: height, bytes: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
        self.pngData = pngData
        self.displayList = displayList
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
