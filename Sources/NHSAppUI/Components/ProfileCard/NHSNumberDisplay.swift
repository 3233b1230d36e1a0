import Foundation

/// An NHS number as the profile card shows it: ten digits in groups of 3, 3 and 4
/// ("485 777 3456") whatever spacing or hyphens the caller used. Anything that is not ten
/// digits is shown as given (trimmed) and marked invalid, never reformatted into something wrong.
public struct NHSNumberDisplay: Hashable, Sendable {
    /// The number as the caller passed it.
    public let raw: String
    /// The text shown on the card.
    public let text: String
    /// True when the number has exactly ten digits once spaces and hyphens are removed.
    public let isValid: Bool

    /// Formats `raw`.
    public init(_ raw: String) {
        self.raw = raw
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let separators: Set<Character> = [" ", "-", "\u{00a0}", "\t"]
        let kept = trimmed.filter { !separators.contains($0) }
        let digits = kept.filter { $0.isASCII && $0.isNumber }
        if digits.count == 10, kept.count == 10 {
            let characters = Array(digits)
            text = String(characters[0..<3]) + " " + String(characters[3..<6]) + " " + String(characters[6..<10])
            isValid = true
        } else {
            text = trimmed
            isValid = false
        }
    }

    /// True when the tenth digit is the modulus-11 check digit of the first nine. Informational:
    /// the spec's own example (485 777 3456) does not pass it, so it is not a finding.
    public var hasValidCheckDigit: Bool {
        guard isValid else { return false }
        let digits = text.compactMap(\.wholeNumberValue)
        let sum = zip(digits.prefix(9), stride(from: 10, through: 2, by: -1)).reduce(0) { $0 + $1.0 * $1.1 }
        let check = 11 - sum % 11
        if check == 10 { return false }
        return (check == 11 ? 0 : check) == digits[9]
    }
}
