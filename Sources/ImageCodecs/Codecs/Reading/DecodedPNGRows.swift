import Bitmaps

/// Rows lent from an image decoded whole: the fallback for files whose rows cannot come in order
/// as they are read (Adam7 interlacing).
final class DecodedPNGRows: PNGRowSupply {
    private let image: Bitmap
    private var next = 0

    /// The rows of `image`, top to bottom.
    init(_ image: Bitmap) {
        self.image = image
    }

    func lend(maxRows: Int, _ body: (UnsafeRawBufferPointer, Int) throws -> Void) throws -> Int {
        let given = min(max(1, maxRows), image.height - next)
        guard given > 0 else { return 0 }
        let rowBytes = image.width * 4
        try image.pixels.withUnsafeBytes { all in
            try body(UnsafeRawBufferPointer(rebasing: all[(next * rowBytes)..<((next + given) * rowBytes)]), given)
        }
        next += given
        return given
    }

    func finish() throws {}
}
