import Foundation

/// The two PNG libraries the raster can use; both encode and decode.
public enum PNGLibrary: String, CaseIterable, Hashable, Sendable {
    /// libpng 1.6 (through the full API with a setjmp shim).
    case libpng
    /// libspng 0.7.
    case libspng
}

/// The fixed settings every PNG is written with, so the same pixels give the same bytes.
public enum PNGEncodingSettings {
    /// zlib compression level (0…9). Level 3 encodes a photo card about 2.5 times as fast as
    /// level 6 for files about 5 % larger (Scripts/bench-raster.sh).
    public static let compressionLevel: Int32 = 3
    /// Row filters: let the encoder pick per row among all five filters (adaptive).
    public static let adaptiveFilters = true
}
