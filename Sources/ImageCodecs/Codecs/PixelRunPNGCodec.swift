import Bitmaps
import Foundation

/// PNG encoding with the raster's own `PixelRunDeflate`: no match search, so it runs at several
/// times libdeflate's speed on flat pictures, for files somewhat larger.
enum PixelRunPNGCodec {
    static func encode(_ image: Bitmap, filter: PNGRowFilter, workspace: CodecWorkspace) throws -> Data {
        let cache = workspace.blocks
        return try FilteredPNGEncoder.encode(image, filter: filter, name: "pixel runs", scratch: workspace.scratch) { rows, png in
            let stream = PixelRunDeflate.zlibStream(rows.bytes, rowLength: rows.rowLength, rows: rows.rows, spans: rows.spans,
                                                    cache: cache)
            return try png(UnsafeBufferPointer(start: stream.bytes, count: stream.count))
        }
    }
}
