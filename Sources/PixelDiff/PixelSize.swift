/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A size from its two dimensions.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Number of pixels, `width × height`.
    public var area: Int { width * height }

    /// `WIDTHxHEIGHT`, for example `1179x2400`.
    public var description: String { "\(width)x\(height)" }
}
