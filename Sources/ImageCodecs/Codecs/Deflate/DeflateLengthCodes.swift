/// DEFLATE's match-length alphabet (RFC 1951, section 3.2.5): lengths 3…258 map to symbols
/// 257…285, each with a number of extra bits holding the offset from the symbol's base length.
enum DeflateLengthCodes {
    /// One length's coding: the symbol (257…285), how many extra bits follow and their value.
    struct Entry {
        var symbol: UInt16
        var extraBits: UInt8
        var extraValue: UInt8
    }

    /// Indexed by match length; entries 0…2 are unused.
    static let table: [Entry] = {
        let bases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                            67, 83, 99, 115, 131, 163, 195, 227, 258]
        let extra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var entries = [Entry](repeating: Entry(symbol: 0, extraBits: 0, extraValue: 0), count: 259)
        for length in 3...258 {
            let code = bases.lastIndex { $0 <= length }!
            entries[length] = Entry(symbol: UInt16(257 + code), extraBits: extra[code], extraValue: UInt8(length - bases[code]))
        }
        return entries
    }()

    /// The lengths one match of `length` bytes is split into, each 3…258: as many 258s as fit,
    /// shortened where needed so that no piece under 3 bytes is left over. `length` must be ≥ 3.
    @inline(__always)
    static func forEachPiece(of length: Int, _ body: (Int) -> Void) {
        var rest = length
        while rest > 0 {
            var piece = min(rest, 258)
            if rest - piece > 0 && rest - piece < 3 { piece = rest - 3 }
            body(piece)
            rest -= piece
        }
    }
}

extension DeflateLengthCodes {
    /// The number of extra bits after length symbol `symbol` (257…285).
    static func extraBits(ofSymbol symbol: Int) -> UInt8 {
        switch symbol {
        case 265...284: return UInt8((symbol - 261) / 4)
        default: return 0
        }
    }
}
