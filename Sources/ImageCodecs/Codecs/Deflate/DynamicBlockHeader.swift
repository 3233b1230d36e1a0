/// The header of a DEFLATE block with dynamic Huffman codes (RFC 1951, section 3.2.7): the
/// literal/length and distance code lengths, run-length coded with symbols 16–18 and themselves
/// Huffman coded with a code of at most 7 bits.
struct DynamicBlockHeader {
    /// One code-length symbol (0…18) and its extra bits.
    private struct Item {
        var symbol: Int
        var extra: UInt32
        var extraBits: UInt32
    }

    /// The order in which the code-length code's lengths are written.
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    private static let extraBits: [UInt32] = [2, 3, 7] // for 16, 17, 18

    private let literalCount: Int
    private let distanceCount: Int
    private let items: [Item]
    private let lengthCode: HuffmanCode
    private let lengthCodeCount: Int

    /// The header for these two codes (trailing unused literal/length symbols are left out).
    init(literals: HuffmanCode, distances: HuffmanCode) {
        var literalCount = literals.lengths.count
        while literalCount > 257 && literals.lengths[literalCount - 1] == 0 { literalCount -= 1 }
        var distanceCount = distances.lengths.count
        while distanceCount > 1 && distances.lengths[distanceCount - 1] == 0 { distanceCount -= 1 }
        let items = DynamicBlockHeader.runLengthCoded(Array(literals.lengths.prefix(literalCount))
                                                      + Array(distances.lengths.prefix(distanceCount)))
        var frequencies = [UInt32](repeating: 0, count: 19)
        for item in items { frequencies[item.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequencies, maxLength: 7)
        var lengthCodeCount = 19
        while lengthCodeCount > 4 && lengthCode.lengths[DynamicBlockHeader.order[lengthCodeCount - 1]] == 0 {
            lengthCodeCount -= 1
        }
        self.literalCount = literalCount
        self.distanceCount = distanceCount
        self.items = items
        self.lengthCode = lengthCode
        self.lengthCodeCount = lengthCodeCount
    }

    /// The header's size in bits, the 3 block-type bits included.
    var bitCount: Int {
        3 + 5 + 5 + 4 + 3 * lengthCodeCount
            + items.reduce(0) { $0 + Int(lengthCode.lengths[$1.symbol]) + Int($1.extraBits) }
    }

    /// Writes the block type (dynamic; `final` or not) and the header.
    func write(final: Bool, to writer: inout DeflateBitWriter) {
        writer.write(UInt64(final ? 1 : 0) | 2 << 1, bits: 3)
        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distanceCount - 1), bits: 5)
        writer.write(UInt32(lengthCodeCount - 4), bits: 4)
        for position in 0..<lengthCodeCount {
            writer.write(UInt32(lengthCode.lengths[DynamicBlockHeader.order[position]]), bits: 3)
        }
        for item in items {
            writer.write(UInt32(lengthCode.reversedCodes[item.symbol]), bits: UInt32(lengthCode.lengths[item.symbol]))
            if item.extraBits > 0 { writer.write(item.extra, bits: item.extraBits) }
        }
    }

    /// Code lengths as symbols: 0…15 as themselves, 16 repeats the previous length 3–6 times,
    /// 17 and 18 give 3–10 and 11–138 zeros.
    private static func runLengthCoded(_ lengths: [UInt8]) -> [Item] {
        var items: [Item] = []
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let piece = min(run, 138)
                    items.append(Item(symbol: 18, extra: UInt32(piece - 11), extraBits: extraBits[2]))
                    run -= piece
                }
                if run >= 3 {
                    items.append(Item(symbol: 17, extra: UInt32(run - 3), extraBits: extraBits[1]))
                    run = 0
                }
            } else {
                items.append(Item(symbol: Int(value), extra: 0, extraBits: 0))
                run -= 1
                while run >= 3 {
                    let piece = min(run, 6)
                    items.append(Item(symbol: 16, extra: UInt32(piece - 3), extraBits: extraBits[0]))
                    run -= piece
                }
            }
            for _ in 0..<run { items.append(Item(symbol: Int(value), extra: 0, extraBits: 0)) }
        }
        return items
    }
}
