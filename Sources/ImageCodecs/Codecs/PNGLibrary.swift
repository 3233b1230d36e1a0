import Foundation

/// The two PNG libraries the raster can use; both encode and decode.
public enum PNGLibrary: String, CaseIterable, Hashable, Sendable {
    /// libpng 1.6 (through the full API with a setjmp shim).
    case libpng
    /// libspng 0.7.
    case libspng
}
