import Bitmaps
import Drawing
import Foundation
import Raster

/// Keeps the rows of a page drawn band by band that the contrast check can read: the rows under
/// every text whose frame shares area with an image's frame. The check measures a text over a
/// photo inside the text's ink box, which lies in its frame, and only where a sample point lies in
/// an image's frame; so every pixel it reads is in these rows. The rest of the page is dropped as
/// it is drawn.
final class BackdropRows: PageBandSink {
    private let wanted: Range<Int>
    private var width = 0
    private var pixels: [UInt8] = []
    /// The page row of the first row kept.
    private(set) var top = 0

    /// A sink keeping page rows `rows` (clamped to the page when it begins).
    init(_ rows: Range<Int>) {
        wanted = rows
    }

    /// The pixel rows of `list` at `scale` under texts touching an image's frame; nil when none does.
    static func pageRows(of list: DisplayList, scale: Int) -> Range<Int>? {
        let images = list.imageItems.map(\.frame)
        var covered: CGRect?
        for text in list.textItems {
            let touches = images.contains { image in
                let shared = image.intersection(text.frame)
                return !shared.isNull && shared.width > 0 && shared.height > 0
            }
            if touches { covered = covered.map { $0.union(text.frame) } ?? text.frame }
        }
        guard let covered else { return nil }
        let first = max(0, Int((Double(covered.minY) * Double(scale)).rounded(.down)))
        let last = Int((Double(covered.maxY) * Double(scale)).rounded(.up))
        return first < last ? first..<last : nil
    }

    func begin(width: Int, height: Int) throws {
        self.width = width
        let rows = wanted.clamped(to: 0..<height)
        top = rows.lowerBound
        pixels = []
        pixels.reserveCapacity(rows.count * width * 4)
    }

    func take(_ band: PixelBand) throws {
        let rows = wanted.clamped(to: band.top..<(band.top + band.rows))
        guard !rows.isEmpty else { return }
        let rowBytes = width * 4
        let start = (rows.lowerBound - band.top) * rowBytes
        pixels.append(contentsOf: band.pixels[start..<(start + rows.count * rowBytes)])
    }

    /// The rows kept, from `top`.
    func bitmap() -> Bitmap {
        Bitmap(width: width, height: pixels.count / max(1, width * 4), madePixels: pixels)
    }
}
