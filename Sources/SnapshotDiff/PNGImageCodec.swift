import Bitmaps
import DiffReports
import Foundation
import PixelDiff
import ImageCodecs

extension ImageCodec {
    /// PNG files through Raster's codec: any colour type, bit depth or interlacing decodes to
    /// straight RGBA8; a header larger than `ImageLimits.standard` is refused before any pixel
    /// memory is taken; diff pictures and composites are written as 8-bit RGBA PNGs with the
    /// raster's quick encoder (deterministic: the same pixels give the same bytes); composites are
    /// drawn a few rows at a time as the encoder takes them, never whole.
    public static let png = ImageCodec(
        fileExtension: "png",
        decode: { data, path in
            let image: Bitmap
            do {
                image = try PNGCodec.decode(data, name: path)
            } catch let error as ImageCodecError {
                throw DiffError(error.description)
            }
            return image
        },
        encode: { image in
            try PNGCodec.encodeQuickly(image)
        },
        encodeRows: { width, height, rows in
            try PNGCodec.encodeQuickly(width: width, height: height, rows: rows)
        })
}
