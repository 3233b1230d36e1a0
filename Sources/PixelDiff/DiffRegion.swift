/// A rectangle around a cluster of differing pixels.
public struct DiffRegion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int
    /// How many counted differing pixels lie inside.
    public var pixelCount: Int

    /// A region from its rectangle and pixel count.
    public init(x: Int, y: Int, width: Int, height: Int, pixelCount: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.pixelCount = pixelCount
    }

    /// `WxH at X,Y (N px)`.
    public var description: String { "\(width)x\(height) at \(x),\(y) (\(pixelCount) px)" }

    /// Whether the two rectangles overlap or touch (share an edge or a corner).
    func touches(_ other: DiffRegion) -> Bool {
        x <= other.x + other.width && other.x <= x + width && y <= other.y + other.height && other.y <= y + height
    }

    /// The smallest region containing both, with their pixels added.
    func merged(with other: DiffRegion) -> DiffRegion {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return DiffRegion(x: left, y: top, width: right - left, height: bottom - top, pixelCount: pixelCount + other.pixelCount)
    }
}
