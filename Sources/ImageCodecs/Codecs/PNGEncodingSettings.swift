import Foundation

/// How a PNG is written: by which code, at which compression level, with which row filter. Every
/// setting is fixed and no ancillary chunk or timestamp is written, so the same pixels always give
/// the same bytes. Two presets cover the project's needs: `compact` for the committed goldens
/// (written rarely, kept small) and `fast` for everything rendered to look at.
public struct PNGEncodingSettings: Hashable, Sendable, CustomStringConvertible {
    /// Who writes the file.
    public var writer: PNGWriter
    /// The compression level: 0…9 for zlib (libpng, libspng), 0…12 for libdeflate; not used by
    /// `pixelRuns`.
    public var level: Int
    /// The row filter.
    public var filter: PNGRowFilter

    /// Settings from their parts.
    public init(writer: PNGWriter, level: Int, filter: PNGRowFilter) {
        self.writer = writer
        self.level = level
        self.filter = filter
    }

    /// The goldens' settings: libpng, zlib level 3, adaptive filters. These are the settings every
    /// committed golden was written with, so recording again gives the same bytes; level 3 encodes a
    /// photo card about 2.5 times as fast as level 6 for files about 5 % larger.
    public static let compact = PNGEncodingSettings(writer: .libpng, level: 3, filter: .adaptive)

    /// `compact` with the given library instead of libpng (both write the same bytes).
    public static func compact(_ library: PNGLibrary) -> PNGEncodingSettings {
        PNGEncodingSettings(writer: library == .libpng ? .libpng : .libspng, level: compact.level, filter: compact.filter)
    }

    /// The settings for rendered output that nobody commits (the `render` command, contact sheets):
    /// the raster's own `pixelRuns` writer with the Up filter. On 84 real snapshots (L and AX5 on
    /// every device, `Scripts/bench-raster.sh` with `CORPUS`) it encoded in 3.9 ms an image against
    /// 46 ms for `compact`, for files 12 % larger; with Paeth the files were only 2 % larger, but
    /// libpng took 19 ms instead of 11 to read each one back (contact sheets read every image).
    public static let fast = PNGEncodingSettings(writer: .pixelRuns, level: 0, filter: .up)

    /// For example "libdeflate level 1, up filter".
    public var description: String { "\(writer.rawValue) level \(level), \(filter.rawValue) filter" }
}
