/// How each row of a PNG is filtered before compression (PNG specification, section 9).
/// A fixed filter is cheap and gives the same bytes everywhere; `adaptive` tries every filter on
/// each row and keeps the one with the smallest sum of absolute (signed) residuals, as libpng does.
/// (In the raster's own writers a row equal to the one above is written with Up, and Up and Paeth
/// compute only the span of a row that changed; the bytes are what the filter defines.)
public enum PNGRowFilter: String, CaseIterable, Hashable, Sendable {
    /// Filter type 0: the bytes as they are.
    case none
    /// Filter type 1: each byte minus the same sample of the pixel to its left.
    case sub
    /// Filter type 2: each byte minus the byte above it.
    case up
    /// Filter type 3: each byte minus the mean of left and above.
    case average
    /// Filter type 4: each byte minus the Paeth predictor of left, above and upper left.
    case paeth
    /// Per row, whichever of the five gives the smallest sum of absolute residuals (ties to the
    /// lower type; in the raster's own writers, Up for a row equal to the one above).
    case adaptive

    /// The filter-type byte written at the start of a row, for the five fixed filters.
    var typeByte: UInt8? {
        switch self {
        case .none: return 0
        case .sub: return 1
        case .up: return 2
        case .average: return 3
        case .paeth: return 4
        case .adaptive: return nil
        }
    }
}

extension PNGRowFilter {
    /// The filter-choice bit mask libpng (`PNG_FILTER_NONE` … `PNG_ALL_FILTERS`) and libspng
    /// (`SPNG_FILTER_CHOICE_…`) both use: none 0x08, sub 0x10, up 0x20, average 0x40, Paeth 0x80.
    var libraryMask: UInt32 {
        switch self {
        case .none: return 0x08
        case .sub: return 0x10
        case .up: return 0x20
        case .average: return 0x40
        case .paeth: return 0x80
        case .adaptive: return 0xf8
        }
    }
}
