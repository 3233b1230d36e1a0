import Foundation

/// Converts the UTF-8 byte offsets Pango reports into UTF-16 offsets, and finds where a line's
/// trailing white space starts.
struct UTF16Offsets {
    private var utf16AtByte: [Int]
    private var whitespaceAtByte: [Bool]

    init(_ string: String) {
        var utf16AtByte = [Int](repeating: 0, count: string.utf8.count + 1)
        var whitespaceAtByte = [Bool](repeating: false, count: string.utf8.count + 1)
        var byte = 0
        var unit = 0
        for scalar in string.unicodeScalars {
            let width = UTF8.width(scalar)
            let trailing = UTF16Offsets.isTrailingSpace(scalar)
            for offset in 0..<width {
                utf16AtByte[byte + offset] = unit
                whitespaceAtByte[byte + offset] = trailing
            }
            byte += width
            unit += UTF16.width(scalar)
        }
        utf16AtByte[byte] = unit
        self.utf16AtByte = utf16AtByte
        self.whitespaceAtByte = whitespaceAtByte
    }

    /// No-break spaces are kept as visible content.
    private static let nonBreaking: Set<UInt32> = [0x00A0, 0x2007, 0x202F]

    /// Whether a line's end drops `scalar`: Unicode white space other than the no-break spaces.
    /// ASCII is answered without the property tables (its white space is tab to carriage return,
    /// and space): looking the property up was about 2 % of a page's layout time.
    static func isTrailingSpace(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || (0x09...0x0D).contains(value) }
        return scalar.properties.isWhitespace && !nonBreaking.contains(value)
    }

    /// The UTF-16 offset of a UTF-8 byte offset (clamped to the string).
    func utf16(_ byte: Int) -> Int {
        utf16AtByte[min(max(0, byte), utf16AtByte.count - 1)]
    }

    /// The end of `range` with trailing white space removed.
    func trimmingTrailingWhitespace(_ range: Range<Int>) -> Int {
        var end = min(range.upperBound, whitespaceAtByte.count - 1)
        while end > range.lowerBound, whitespaceAtByte[end - 1] { end -= 1 }
        return end
    }
}
