/// Rows of a page as they are drawn: straight RGBA8, `width × 4` bytes a row with no padding,
/// `rows` of them starting at page row `top`. The bytes are lent for the call only: the memory is
/// drawn over for the next band.
public struct PixelBand {
    /// The page row of the first row here.
    public let top: Int
    /// How many rows are here.
    public let rows: Int
    /// The page's width in pixels.
    public let width: Int
    /// The page's height in pixels.
    public let pageHeight: Int
    /// The samples, `rows × width × 4` bytes.
    public let pixels: UnsafeRawBufferPointer

    /// A band of `rows` rows from page row `top` of a `width × pageHeight` page, its samples at `pixels`.
    public init(top: Int, rows: Int, width: Int, pageHeight: Int, pixels: UnsafeRawBufferPointer) {
        self.top = top
        self.rows = rows
        self.width = width
        self.pageHeight = pageHeight
        self.pixels = pixels
    }

    /// True for the page's last band.
    public var isLast: Bool { top + rows == pageHeight }
}

/// What takes a page drawn band by band (`Renderer.draw(_:scale:images:options:bandHeight:into:)`):
/// a streaming PNG encoder, a thumbnail maker. Told the page's size first, then given every band
/// in order, top to bottom; a throw stops the drawing and is passed on.
public protocol PageBandSink: AnyObject {
    /// The page about to be drawn is `width × height` pixels.
    func begin(width: Int, height: Int) throws
    /// The next band of the page.
    func take(_ band: PixelBand) throws
}
