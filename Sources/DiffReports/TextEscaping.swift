/// Escaping for every format a report is written in: names and messages are data, never markup.
public enum TextEscaping {
    /// Text or attribute value for HTML: `& < > " '` become character references.
    public static func html(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text or attribute value for XML 1.0: as HTML, and characters XML cannot carry
    /// (control characters other than tab, newline and return) become U+FFFD.
    static func xml(_ text: String) -> String {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let value = scalar.value
            let allowed = value == 0x9 || value == 0xA || value == 0xD || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
            return allowed ? scalar : "\u{FFFD}"
        }))
        return html(cleaned)
    }

    /// Inline Markdown text (GitHub flavour), safe inside a table cell: HTML-significant characters
    /// become entities, the punctuation that starts emphasis, code, links, tables, strike-through,
    /// headings or maths gets a backslash (`(` and `!` are harmless once `[` is escaped), and line
    /// breaks become spaces.
    static func markdown(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "$":
                result += "\\" + String(character)
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// A relative path for a link: each component percent-encoded (RFC 3986 unreserved characters kept).
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            var encoded = ""
            for byte in component.utf8 {
                let isUnreserved = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                    || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
                if isUnreserved {
                    encoded.append(Character(Unicode.Scalar(byte)))
                } else {
                    let digits = Array("0123456789ABCDEF")
                    encoded += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
                }
            }
            return encoded
        }.joined(separator: "/")
    }
}
