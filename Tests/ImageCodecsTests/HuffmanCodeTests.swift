@testable import ImageCodecs
import Testing

/// The DEFLATE prefix codes: complete, within the length limit, prefix-free, optimal when no limit
/// bites, and the same for the same frequencies.
@Suite struct HuffmanCodeTests {
    /// Σ 2^−length over the used symbols, scaled by 2^15: exactly 2^15 for a complete code.
    private func kraftSum(_ code: HuffmanCode) -> Int {
        code.lengths.filter { $0 > 0 }.reduce(0) { $0 + 1 << (15 - Int($1)) }
    }

    private func isPrefixFree(_ code: HuffmanCode) -> Bool {
        let words = code.lengths.indices.filter { code.lengths[$0] > 0 }.map { symbol -> String in
            let length = Int(code.lengths[symbol])
            let reversed = code.reversedCodes[symbol]
            return String((0..<length).map { reversed >> $0 & 1 == 1 ? "1" : "0" })
        }
        return !words.enumerated().contains { index, word in
            words.enumerated().contains { $0.offset != index && $0.element.hasPrefix(word) }
        }
    }

    @Test func classicExampleGetsTheTextbookLengths() {
        let code = HuffmanCode(frequencies: [45, 13, 12, 16, 9, 5], maxLength: 15)
        #expect(code.lengths == [1, 3, 3, 3, 4, 4])
        #expect(kraftSum(code) == 1 << 15)
        #expect(isPrefixFree(code))
    }

    @Test func fibonacciFrequenciesAreLimitedAndStayComplete() {
        // Fibonacci weights make an unlimited Huffman tree as deep as there are symbols.
        var weights: [UInt32] = [1, 1]
        while weights.count < 30 { weights.append(weights[weights.count - 1] + weights[weights.count - 2]) }
        for limit in [7, 9, 15] {
            let code = HuffmanCode(frequencies: weights, maxLength: limit)
            #expect(code.lengths.max()! <= UInt8(limit), "limit \(limit)")
            #expect(kraftSum(code) == 1 << 15, "limit \(limit)")
            #expect(isPrefixFree(code), "limit \(limit)")
            // Heavier symbols never get longer codes.
            for symbol in 1..<weights.count { #expect(code.lengths[symbol] <= code.lengths[symbol - 1]) }
        }
    }

    @Test func fewerThanTwoUsedSymbolsStillMakeACompleteCode() {
        let one = HuffmanCode(frequencies: [0, 0, 5, 0], maxLength: 15)
        #expect(one.lengths == [1, 0, 1, 0])
        let none = HuffmanCode(frequencies: [0, 0, 0], maxLength: 7)
        #expect(none.lengths == [1, 1, 0])
    }

    @Test func canonicalCodesFollowTheSpecificationsExample() {
        // RFC 1951, 3.2.2: lengths (3, 3, 3, 3, 3, 2, 4, 4) give 010 011 100 101 110 00 1110 1111.
        let code = HuffmanCode(lengths: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(UInt16, Int)] = [(0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b00, 2), (0b1110, 4), (0b1111, 4)]
        for (symbol, (value, length)) in expected.enumerated() {
            #expect(code.reversedCodes[symbol] == HuffmanCode.reverse(value, bits: length), "symbol \(symbol)")
        }
    }

    @Test func equalFrequenciesAreBrokenBySymbolNumber() {
        let first = HuffmanCode(frequencies: [3, 3, 3, 3, 3], maxLength: 15)
        let second = HuffmanCode(frequencies: [3, 3, 3, 3, 3], maxLength: 15)
        #expect(first.lengths == second.lengths && first.reversedCodes == second.reversedCodes)
        #expect(first.lengths == [3, 3, 2, 2, 2])
    }

    @Test func keysAreSortedAsTheStandardSortDoes() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 16, 17, 18, 40, 143, 286] {
            for pattern in 0..<4 {
                // Distinct keys: random, ascending, descending, and many equal weights (symbol breaks ties).
                var keys: [UInt64] = (0..<count).map { symbol in
                    let weight: UInt64
                    switch pattern {
                    case 0: weight = UInt64.random(in: 0..<1_000, using: &generator)
                    case 1: weight = UInt64(symbol)
                    case 2: weight = UInt64(count - symbol)
                    default: weight = UInt64(symbol % 3)
                    }
                    return weight << 16 | UInt64(symbol)
                }
                keys.shuffle(using: &generator)
                let expected = keys.sorted()
                keys.withUnsafeMutableBufferPointer { HuffmanCode.sortUnique($0) }
                #expect(keys == expected, "\(count) keys, pattern \(pattern)")
            }
        }
    }

    @Test func reversedCodesMatchBitByBitReversal() {
        let code = HuffmanCode(frequencies: (0..<286).map { UInt32($0 % 37 + 1) * UInt32($0 % 5 + 1) }, maxLength: 15)
        var nextCode = [Int](repeating: 0, count: 16), counts = [Int](repeating: 0, count: 16), running = 0
        for length in code.lengths where length > 0 { counts[Int(length)] += 1 }
        for bits in 1..<16 {
            running = (running + counts[bits - 1]) << 1
            nextCode[bits] = running
        }
        for symbol in code.lengths.indices where code.lengths[symbol] > 0 {
            let length = Int(code.lengths[symbol])
            #expect(code.reversedCodes[symbol] == HuffmanCode.reverse(UInt16(nextCode[length]), bits: length))
            nextCode[length] += 1
        }
    }
}
