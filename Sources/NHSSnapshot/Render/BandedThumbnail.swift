import Bitmaps
import Foundation
import Raster

/// The 1x thumbnail of a page made while the page is drawn band by band: the image
/// `SheetAssembler.thumbnail(width:height:pixels:scale:)` gives for the whole page (a box filter
/// shrinking by the device scale), without holding the page.
///
/// Each thumbnail row averages a box of whole page rows (`Thumbnail.shrink`'s boxes: rows
/// `row·H/h ..< (row+1)·H/h`); a band's height need not be a multiple of the scale, so the page rows
/// of a box are gathered across bands, and each complete box is shrunk to its one row by
/// `Thumbnail.shrink` itself. A row's sums are the same however its box is reached, so the result
/// is byte for byte the whole page's (for pixels as Cairo gives them, where a fully transparent
/// pixel is all zeros: at 1-pixel-wide pages a one-row box is left as it is, as the whole page's
/// shrink leaves a page it does not shrink).
final class BandedThumbnail: PageBandSink {
    private let scale: Int
    private var width = 0
    private var height = 0
    private var outWidth = 0
    private var outHeight = 0
    /// The page rows of the box being gathered.
    private var box: [UInt8] = []
    private var boxRow = 0
    /// The thumbnail's pixels, made whole (not cleared) at the start and filled row by row.
    private var rows: [UInt8] = []
    /// How many bytes of `rows` are filled.
    private var filled = 0
    /// The opaque shrink of a box where it lies, when the boxes are small enough for it.
    private var shrinker: OpaqueBoxShrinker?

    /// A thumbnail maker for a page drawn at `scale` pixels per point.
    init(scale: Int) {
        self.scale = max(1, scale)
    }

    func begin(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        let factor = Double(scale)
        outWidth = min(width, max(1, Int((Double(width) / factor).rounded())))
        outHeight = min(height, max(1, Int((Double(height) / factor).rounded())))
        box = []
        boxRow = 0
        // Every byte is written, row by row, before `thumbnail()` may be taken: no zeros first.
        rows = [UInt8](unsafeUninitializedCapacity: outWidth * outHeight * 4) { _, initialized in
            initialized = outWidth * outHeight * 4
        }
        filled = 0
        let tallest = height / outHeight + (height % outHeight == 0 ? 0 : 1)
        shrinker = outWidth < width || tallest > 1 ? OpaqueBoxShrinker(width: width, to: outWidth, tallestBox: tallest) : nil
    }

    func take(_ band: PixelBand) throws {
        let rowBytes = width * 4
        var y = band.top
        while y < band.top + band.rows {
            let boxEnd = (boxRow + 1) * height / outHeight
            let start = (y - band.top) * rowBytes
            if box.isEmpty, boxEnd <= band.top + band.rows, shrinkInPlace(band, from: start, rows: boxEnd - y) {
                // A whole box inside the band, opaque, whole-number columns: read where it lies.
                y = boxEnd
                boxRow += 1
                continue
            }
            let taken = min(boxEnd, band.top + band.rows) - y
            box.append(contentsOf: band.pixels[start..<(start + taken * rowBytes)])
            y += taken
            if y == boxEnd { shrinkBox() }
        }
    }

    /// Appends the thumbnail row of the box of `boxRows` page rows at byte `start` of `band`, read
    /// in the band's memory; false, appending nothing, when `appendOpaqueRow` cannot.
    private func shrinkInPlace(_ band: PixelBand, from start: Int, rows boxRows: Int) -> Bool {
        guard let base = band.pixels.baseAddress else { return false }
        return appendOpaqueRow(of: (base + start).assumingMemoryBound(to: UInt32.self), boxRows: boxRows)
    }

    /// Appends the thumbnail row of the opaque box of `boxRows` page rows at `words`
    /// (`OpaqueBoxShrinker`, the bytes `Thumbnail.shrink` gives); false, appending nothing, when
    /// the box is not opaque or too large for that path.
    private func appendOpaqueRow(of words: UnsafePointer<UInt32>, boxRows: Int) -> Bool {
        guard let shrinker, boxRows <= shrinker.tallestBox, filled + outWidth * 4 <= rows.count else { return false }
        let end = filled
        let all = rows.withUnsafeMutableBufferPointer { out in
            shrinker.shrinkRow(words, boxRows: boxRows, into: out.baseAddress! + end)
        }
        // Not opaque: what was written is overwritten by the caller's own row.
        guard all >> 24 == 0xFF else { return false }
        filled += outWidth * 4
        return true
    }

    /// The thumbnail, once every band was taken.
    func thumbnail() -> Bitmap {
        precondition(filled == rows.count, "a thumbnail is taken once every band of its page was taken")
        return Bitmap(width: outWidth, height: outHeight, madePixels: rows)
    }

    /// Appends the thumbnail row of the gathered box (by the shrinker where it can, else as
    /// `Thumbnail.shrink` makes it).
    private func shrinkBox() {
        let boxRows = box.count / (width * 4)
        let opaque = box.withUnsafeBytes { appendOpaqueRow(of: $0.bindMemory(to: UInt32.self).baseAddress!, boxRows: boxRows) }
        if !opaque {
            let row = Thumbnail.shrink(box, width: width, height: boxRows, to: outWidth, 1).pixels
            rows.replaceSubrange(filled..<(filled + row.count), with: row)
            filled += row.count
        }
        box.removeAll(keepingCapacity: true)
        boxRow += 1
    }
}
