import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster

extension SheetDrawer {
    /// The rows of a sheet page drawn at a time: Cairo's surface, the band handed out and its
    /// composited copy are each this many rows of the page (21 MiB for the iPads' 2,714 px page).
    public static let rasterBandHeight = 2_048

    /// Draws sheets with the Cairo + Pango raster and measures labels with Pango. Cairo draws the
    /// page, labels and frames band by band; each band gets the rows of the thumbnails that cross
    /// it (each shrunk once to the exact pixels its frame covers, `SheetCompositor`) and goes
    /// straight into the PNG encoder, so a page is never held whole. No file is read or written.
    /// Sheets are review images, encoded with the `fast` PNG settings. Drawn and encoded with
    /// `renderer`; the bytes are those of drawing the whole page and compositing onto it.
    public static func raster(renderer: Renderer) -> SheetDrawer {
        SheetDrawer(measurer: renderer.measurer) { list, scale, images in
            var page = list
            page.items = list.items.filter { if case .image = $0 { return false } else { return true } }
            // No image item is left: the thumbnails are composited onto each drawn band below.
            let placements = try list.imageItems.map { item in
                guard let image = images[item.assetName] else { throw SheetImageError(name: item.assetName) }
                return SheetCompositor.Placement(image, in: item.frame, scale: scale)
            }
            let output = PNGMemoryOutput()
            let sink = CompositingPNGSink(placements: placements, workspace: renderer.codecs, output: output)
            try renderer.draw(page, scale: CGFloat(scale), images: BitmapImages(), bandHeight: rasterBandHeight, into: sink)
            try sink.finish()
            return output.data
        }
    }
}

/// Takes a sheet page band by band: copies each band where no opaque thumbnail will cover it,
/// lays the thumbnails' rows over it and encodes it (`fast` settings) into `output`.
private final class CompositingPNGSink: PageBandSink {
    private let placements: [SheetCompositor.Placement]
    private let workspace: CodecWorkspace
    private let output: any PNGByteOutput
    private var encoder: PNGStreamEncoder?
    private var band: [UInt8] = []

    init(placements: [SheetCompositor.Placement], workspace: CodecWorkspace, output: any PNGByteOutput) {
        self.placements = placements
        self.workspace = workspace
        self.output = output
    }

    func begin(width: Int, height: Int) throws {
        encoder = try PNGStreamEncoder(width: width, height: height, settings: .fast, workspace: workspace, output: output)
    }

    func take(_ drawn: PixelBand) throws {
        guard let encoder else { throw ImageCodecError.encodingFailed(reason: "a sheet band came before its page began") }
        let count = drawn.rows * drawn.width * 4
        if band.count < count { band = [UInt8](repeating: 0, count: count) }
        try band.withUnsafeMutableBytes { rows in
            SheetCompositor.copyUncovered(drawn.pixels, intoRows: rows, top: drawn.top, count: drawn.rows, width: drawn.width,
                                          placements: placements)
            for placement in placements {
                SheetCompositor.place(placement, intoRows: rows, top: drawn.top, count: drawn.rows, width: drawn.width)
            }
            try encoder.append(rows: UnsafeRawBufferPointer(rows), count: drawn.rows)
        }
    }

    func finish() throws {
        guard let encoder else { throw ImageCodecError.encodingFailed(reason: "no sheet page was drawn") }
        try encoder.finish()
    }
}

/// A sheet image item with no thumbnail to show.
public struct SheetImageError: Error, Equatable, CustomStringConvertible {
    /// The item's asset name.
    public let name: String

    /// A message naming the item.
    public var description: String { "sheet image \"\(name)\" has no thumbnail" }
}
