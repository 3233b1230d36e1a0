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
    /// drawn a few rows at a time as the encoder takes them, never whole. Uses a fresh
    /// `CodecWorkspace`; see ``png(workspace:)``.
    public static var png: ImageCodec { png(workspace: CodecWorkspace()) }

    /// ``png``, with every decode and encode reusing `workspace`'s memory: the diff program makes
    /// one workspace for its run and hands it here.
    public static func png(workspace: CodecWorkspace) -> ImageCodec { ImageCodec(
        fileExtension: "png",
        decode: { data, path in
            let image: Bitmap
            do {
                image = try PNGCodec.decode(data, name: path, workspace: workspace)
            } catch let error as ImageCodecError {
                throw DiffError(error.description)
            }
            return image
        },
        encode: { image in
            try PNGCodec.encodeQuickly(image, workspace: workspace)
        },
        encodeRows: { width, height, rows in
            try PNGCodec.encodeQuickly(width: width, height: height, workspace: workspace, rows: rows)
        })
    }
}
