import Foundation

/// The inline Markdown that SwiftUI styles in a `LocalizedStringKey`, white space kept as written:
/// `**strong**` / `__strong__` (bold), `*emphasis*` / `_emphasis_` (italic), `***both***`,
/// `~~struck~~`, `` `code` `` (monospaced, its content not parsed), `[text](destination)` (a
/// link, drawn in the tint) and backslash escapes of punctuation. Anything that does not close is
/// shown as written. Headings, lists and other blocks are not parsed, as SwiftUI's inline-only
/// parsing does not.
///
/// Delimiter rules (from CommonMark, simplified):
/// 1. An opening run of `*`, `_` or `~` must be followed by a non-space; `_` must not follow a
///    letter or digit (no emphasis inside `snake_case`).
/// 2. It closes at the next run of the same character and the same length that follows a
///    non-space (and, for `_`, is not followed by a letter or digit); runs of another length
///    are skipped over, so `**a *b* c**` nests.
/// 3. Runs of `*` and `_` longer than three count as three; `~` needs exactly two.
package nonisolated enum MarkdownText {
    /// One styled stretch of parsed text.
    package nonisolated struct Span: Equatable, Sendable {
        package var string: String
        package var attributes: TextAttributes
    }

    /// The styled spans of `source`, adjacent spans of one style merged.
    package static func parse(_ source: String) -> [Span] {
        // Most texts have no markup at all: one span, as the parser would give, without splitting
        // the text into characters (that cost 40,000 instructions a 40-character title).
        if !source.utf8.contains(where: isMarkupByte) {
            return source.isEmpty ? [] : [Span(string: source, attributes: TextAttributes())]
        }
        var parser = Parser(characters: Array(source))
        parser.parse(0..<parser.characters.count, TextAttributes())
        return parser.spans
    }

    /// Whether `byte` may start markup: a backslash escape, a code span, a link, or a run of
    /// `*`, `_` or `~`. (All ASCII, so never part of a longer character's UTF-8 bytes.)
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private nonisolated struct Parser {
        let characters: [Character]
        var spans: [Span] = []

        init(characters: [Character]) { self.characters = characters }

        mutating func emit(_ string: String, _ attributes: TextAttributes) {
            guard !string.isEmpty else { return }
            if let last = spans.last, last.attributes == attributes {
                spans[spans.count - 1].string += string
            } else {
                spans.append(Span(string: string, attributes: attributes))
            }
        }

        mutating func parse(_ range: Range<Int>, _ attributes: TextAttributes) {
            var buffer = ""
            var index = range.lowerBound
            let end = range.upperBound
            func flush(_ parser: inout Parser) {
                parser.emit(buffer, attributes)
                buffer = ""
            }
            while index < end {
                let character = characters[index]
                if character == "\\", index + 1 < end, characters[index + 1].isPunctuationOrSymbolASCII {
                    buffer.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "`", let code = codeSpan(at: index, end: end) {
                    flush(&self)
                    var style = attributes
                    style.isMonospaced = true
                    emit(code.content, style)
                    index = code.next
                    continue
                }
                if character == "[", let link = link(at: index, end: end) {
                    flush(&self)
                    var style = attributes
                    style.link = link.destination
                    parse(link.text, style)
                    index = link.next
                    continue
                }
                if character == "*" || character == "_" || character == "~" {
                    let length = runLength(at: index, end: end)
                    if let emphasis = emphasis(at: index, length: length, end: end) {
                        flush(&self)
                        var style = attributes
                        switch (character, emphasis.count) {
                        case ("~", _): style.strikethrough = .init(isActive: true, color: nil)
                        case (_, 1): style.isItalic = true
                        case (_, 2): style.isBold = true
                        default:
                            style.isBold = true
                            style.isItalic = true
                        }
                        parse(emphasis.inner, style)
                        index = emphasis.next
                        continue
                    }
                    buffer += String(repeating: character, count: length)
                    index += length
                    continue
                }
                buffer.append(character)
                index += 1
            }
            flush(&self)
        }

        func runLength(at index: Int, end: Int) -> Int {
            var length = 0
            while index + length < end, characters[index + length] == characters[index] { length += 1 }
            return length
        }

        /// The emphasis opened by the run at `index`, if it closes before `end`.
        func emphasis(at index: Int, length: Int, end: Int) -> (count: Int, inner: Range<Int>, next: Int)? {
            let mark = characters[index]
            let count = mark == "~" ? 2 : min(length, 3)
            guard mark != "~" || length == 2 else { return nil }
            let afterOpen = index + length
            guard afterOpen < end, !characters[afterOpen].isWhitespace else { return nil }
            if mark == "_", index > 0, characters[index - 1].isLetterOrDigit { return nil }
            // A longer opening run than three keeps its extra marks as text inside.
            let innerStart = index + count
            var probe = afterOpen
            while probe < end {
                guard characters[probe] == mark else {
                    probe += 1
                    continue
                }
                let run = runLength(at: probe, end: end)
                let closes = run == count && !characters[probe - 1].isWhitespace
                    && (mark != "_" || probe + run >= end || !characters[probe + run].isLetterOrDigit)
                if closes, probe > innerStart {
                    return (count, innerStart..<probe, probe + run)
                }
                probe += run
            }
            return nil
        }

        /// A code span opened by the backticks at `index`: closed by a run of the same length.
        func codeSpan(at index: Int, end: Int) -> (content: String, next: Int)? {
            let length = runLength(at: index, end: end)
            var probe = index + length
            while probe < end {
                guard characters[probe] == "`" else {
                    probe += 1
                    continue
                }
                let run = runLength(at: probe, end: end)
                if run == length {
                    var content = String(characters[(index + length)..<probe])
                    if content.count >= 2, content.first == " ", content.last == " ", !content.allSatisfy({ $0 == " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    return (content, probe + run)
                }
                probe += run
            }
            return nil
        }

        /// `[text](destination)` at `index`: the text's range, the destination and what follows.
        func link(at index: Int, end: Int) -> (text: Range<Int>, destination: URL, next: Int)? {
            var depth = 0
            var probe = index
            var close: Int?
            while probe < end {
                let character = characters[probe]
                if character == "\\" { probe += 2; continue }
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 { close = probe; break }
                }
                probe += 1
            }
            guard let close, close + 1 < end, characters[close + 1] == "(" else { return nil }
            guard let closeParen = characters[(close + 2)..<end].firstIndex(of: ")") else { return nil }
            var target = String(characters[(close + 2)..<closeParen]).trimmingCharacters(in: .whitespaces)
            if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
            if target.hasPrefix("<"), target.hasSuffix(">") { target = String(target.dropFirst().dropLast()) }
            guard let destination = URL(string: target) else { return nil }
            return ((index + 1)..<close, destination, closeParen + 1)
        }
    }
}

nonisolated extension Character {
    /// ASCII punctuation and symbols: what a backslash escapes in Markdown.
    fileprivate var isPunctuationOrSymbolASCII: Bool {
        guard let ascii = asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }
}
