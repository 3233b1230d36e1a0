import Foundation

/// The key a string literal makes for `Text`, as SwiftUI's `LocalizedStringKey`: the literal's
/// Markdown is styled, interpolated values are shown as given (never parsed as Markdown).
///
/// `Text("**Hello**")` takes this initialiser (a literal prefers it); `Text(someString)` takes
/// the `StringProtocol` one and shows the string verbatim, as in SwiftUI.
public nonisolated struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// One piece of the key: written text (Markdown) or an interpolated value.
    nonisolated enum Piece: Equatable, Sendable {
        case literal(String)
        /// A value as shown, the specifier it takes in the lookup key (`%@`, `%lld`, `%lf`...) and,
        /// for an integer, its value (which picks a plural form).
        case verbatim(String, specifier: String, count: Int?)
        case text(Text)
    }

    var pieces: [Piece]

    /// A key from a string (parsed as Markdown, as SwiftUI parses a key).
    public init(_ value: String) { pieces = [.literal(value)] }

    /// A key from a string literal.
    public init(stringLiteral value: String) { pieces = [.literal(value)] }

    /// A key from an interpolated string literal.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The pieces of an interpolated literal, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    public nonisolated struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Written text.
        public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

        /// A string, shown as given.
        public mutating func appendInterpolation(_ string: String) { pieces.append(.verbatim(string, specifier: "%@", count: nil)) }

        /// A value's description, shown as given; an integer is `%lld` in the key and picks a plural form.
        public mutating func appendInterpolation<T>(_ value: T) {
            if let integer = value as? any BinaryInteger {
                pieces.append(.verbatim(String(describing: value), specifier: "%lld", count: Int(exactly: integer)))
            } else {
                pieces.append(.verbatim(String(describing: value), specifier: "%@", count: nil))
            }
        }

        /// A floating-point value with six decimals, as SwiftUI's `%lf` does.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            pieces.append(.verbatim(String(format: "%f", Double(value)), specifier: "%lf", count: nil))
        }

        /// A number written by a `printf`-style specifier, as SwiftUI's `"\(dose, specifier: "%.1f")"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            pieces.append(.verbatim(String(format: specifier, value), specifier: specifier, count: nil))
        }

        /// A text, with its own style.
        public mutating func appendInterpolation(_ text: Text) { pieces.append(.text(text)) }

        /// A value formatted in the fixed locale and time zone (`TextFormatting`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            pieces.append(.verbatim(TextFormatting.format(input, format), specifier: "%@", count: nil))
        }

        /// A date in a text style, in the fixed locale and time zone.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.verbatim(TextFormatting.format(date, style: style), specifier: "%@", count: nil))
        }

        /// A timer within `timerInterval`, as `Text(timerInterval:pauseTime:countsDown:showsHours:)` shows it.
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
                                                 showsHours: Bool = true) {
            pieces.append(.verbatim(TextFormatting.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours),
                                    specifier: "%@", count: nil))
        }
    }

    /// The runs of the key: Markdown parsed over the written text with a placeholder standing for
    /// each interpolated value, then the values put in with the style around them.
    func textRuns() -> [Text.Run] {
        var format = ""
        var values: [Piece] = []
        for piece in pieces {
            switch piece {
            case .literal(let literal): format += literal
            case .verbatim, .text:
                format.unicodeScalars.append(Unicode.Scalar(LocalizedStringKey.placeholderBase + UInt32(values.count))!)
                values.append(piece)
            }
        }
        var runs: [Text.Run] = []
        for parsed in MarkdownText.parse(format) {
            var pending = ""
            for scalar in parsed.string.unicodeScalars {
                let index = Int(scalar.value) - Int(LocalizedStringKey.placeholderBase)
                guard index >= 0, index < values.count else {
                    pending.unicodeScalars.append(scalar)
                    continue
                }
                if !pending.isEmpty { runs.append(Text.Run(string: pending, attributes: parsed.attributes)) }
                pending = ""
                switch values[index] {
                case .verbatim(let value, _, _): runs.append(Text.Run(string: value, attributes: parsed.attributes))
                case .text(let text):
                    runs += text.runs.map { run in
                        var filled = run
                        filled.attributes = run.attributes.filled(from: parsed.attributes)
                        return filled
                    }
                case .literal: break
                }
            }
            if !pending.isEmpty { runs.append(Text.Run(string: pending, attributes: parsed.attributes)) }
        }
        return runs.isEmpty ? [Text.Run(string: "", attributes: TextAttributes())] : runs
    }

    /// Interpolated values stand in the Markdown as private-use characters from here on.
    private static let placeholderBase: UInt32 = 0xF0000
}
