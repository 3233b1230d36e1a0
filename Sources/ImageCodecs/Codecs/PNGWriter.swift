import Foundation

/// The code that writes a PNG file: one of the two full PNG libraries, or libdeflate with the rows
/// filtered and the chunks written here (encoding only; decoding always uses a `PNGLibrary`).
public enum PNGWriter: String, CaseIterable, Hashable, Sendable {
    /// libpng with zlib.
    case libpng
    /// libspng with zlib.
    case libspng
    /// libdeflate for the zlib stream; row filters and chunks written by the raster itself.
    case libdeflate
    /// The raster's own DEFLATE writer (`PixelRunDeflate`): Huffman-coded bytes and runs that repeat
    /// the previous pixel, nothing else; the fastest, for files somewhat larger. Takes no level.
    case pixelRuns
}
