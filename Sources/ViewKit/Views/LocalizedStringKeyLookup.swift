import Foundation

nonisolated extension LocalizedStringKey {
    /// The key a string table knows this by, as SwiftUI forms it: the written text (a `%` as `%%`)
    /// with each interpolated value's specifier in its place, `"Hello %@"`, `"%lld items"`.
    public var tableKey: String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text.replacingOccurrences(of: "%", with: "%%")
            case .verbatim(_, let specifier, _): return specifier
            case .text: return "%@"
            }
        }.joined()
    }

    /// This key as the table `table` of `bundle` translates it (`LocalizedStrings`): the
    /// translation's text with the interpolated values where its specifiers stand (in order, or by
    /// position, `%2$@`); the first integer value picks a plural form. Itself when no table has it.
    func localized(table: String?, bundle: Bundle?) -> LocalizedStringKey {
        guard LocalizedStrings.mayTranslate(bundle: bundle) else { return self }
        let values = pieces.filter { if case .literal = $0 { return false } else { return true } }
        let count = values.lazy.compactMap { piece -> Int? in
            if case .verbatim(_, _, let count) = piece { return count }
            return nil
        }.first
        guard let translation = LocalizedStrings.translation(of: tableKey, table: table, bundle: bundle, count: count) else { return self }
        var result = LocalizedStringKey("")
        result.pieces = LocalizedStringKey.pieces(of: translation, values: values)
        return result
    }

    /// `format`'s text as literal pieces, with each of its specifiers replaced by the value it names.
    static func pieces(of format: String, values: [Piece]) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var next = 0
        var characters = Substring(format)
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else { literal.append(character); continue }
            if characters.first == "%" {
                literal.append("%")
                characters = characters.dropFirst()
                continue
            }
            guard let (position, length) = specifier(in: characters) else { literal.append("%"); continue }
            let index = position.map { $0 - 1 } ?? next
            if position == nil { next += 1 }
            if values.indices.contains(index) {
                if !literal.isEmpty { pieces.append(.literal(literal)) }
                literal = ""
                pieces.append(values[index])
            } else {
                literal += "%" + characters.prefix(length)
            }
            characters = characters.dropFirst(length)
        }
        if !literal.isEmpty || pieces.isEmpty { pieces.append(.literal(literal)) }
        return pieces
    }

    /// The specifier at the start of `text` (after its `%`): its position (`2$`), if any, and its
    /// length up to and including the conversion character; nil when it is not one.
    static func specifier(in text: Substring) -> (position: Int?, length: Int)? {
        let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA")
        var length = 0
        var position: Int?
        let digits = text.prefix { $0.isNumber }
        if !digits.isEmpty, text.dropFirst(digits.count).first == "$" {
            position = Int(digits)
            length = digits.count + 1
        }
        for character in text.dropFirst(length) {
            length += 1
            if conversions.contains(character) { return (position, length) }
            guard "0123456789.-+ #'lhqLzjt".contains(character) else { return nil }
        }
        return nil
    }
}
