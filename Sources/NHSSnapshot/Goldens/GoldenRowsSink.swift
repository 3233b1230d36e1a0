import Foundation
import ImageCodecs
import Raster

/// Compares a page drawn band by band with a golden PNG decoded as it goes (`PNGRowReader`): each
/// band's rows against the golden's next rows. Holds one band of the page and one chunk of the
/// golden, never either whole. Stops the drawing (throws `PageDiffers`) at the first size or
/// pixel difference, so a failing cell costs little before the whole-page comparison takes over.
final class GoldenRowsSink: PageBandSink {
    /// The drawn page is not the golden's pixels; `reason` says how, for tests.
    struct PageDiffers: Error, Equatable {
        /// For example "the golden is 100×200 px, the page 100×210 px" or "row 12 differs".
        let reason: String
    }

    private let golden: URL
    private var reader: PNGRowReader?

    /// A sink comparing with the PNG file `golden`.
    init(golden: URL) {
        self.golden = golden
    }

    func begin(width: Int, height: Int) throws {
        let reader = try PNGRowReader(contentsOf: golden)
        guard reader.width == width, reader.height == height else {
            throw PageDiffers(reason: "the golden is \(reader.width)×\(reader.height) px, the page \(width)×\(height) px")
        }
        self.reader = reader
    }

    func take(_ band: PixelBand) throws {
        guard let reader, let page = band.pixels.baseAddress else { throw PageDiffers(reason: "a band came before the page began") }
        let rowBytes = band.width * 4
        var done = 0
        while done < band.rows {
            let first = done
            let given = try reader.read(maxRows: band.rows - first) { rows, count in
                guard memcmp(rows.baseAddress!, page + first * rowBytes, count * rowBytes) == 0 else {
                    throw PageDiffers(reason: "rows \(band.top + first)…\(band.top + first + count - 1) differ")
                }
            }
            done += given
        }
    }

    /// After the last band: throws unless the golden's file ends properly after its last row.
    func finish() throws {
        guard let reader else { throw PageDiffers(reason: "no page was drawn") }
        try reader.finish()
    }
}
