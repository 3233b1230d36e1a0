/// The Swift name Xcode's generated asset symbols give an asset: the name's words (split at
/// spaces, hyphens, underscores, dots and other characters a name cannot hold) joined in lower
/// camel case, a colour's trailing "Color" and an image's trailing "Image" dropped (`AccentColor`
/// is `.accent`, `placeholder-image` `.placeholder`); a leading run of capitals is lowered as one
/// word (`NHSBlue` is `.nhsBlue`); a name that would start with a digit gets a leading underscore,
/// and a Swift keyword is written in backticks.
public enum AssetSymbolName {
    /// The kind of asset, which decides the suffix dropped.
    public enum Kind: Sendable {
        case color
        case image

        var suffix: String { self == .color ? "Color" : "Image" }
    }

    /// The symbol for the asset `name` of `kind`, or nil when the name has no letters or digits.
    public static func symbol(for name: String, kind: Kind) -> String? {
        var words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard !words.isEmpty else { return nil }
        // The suffix is dropped as a word of its own or at the end of the last word, unless nothing would be left.
        let suffix = kind.suffix
        if words.count > 1, words.last!.lowercased() == suffix.lowercased() {
            words.removeLast()
        } else if let last = words.last, last.hasSuffix(suffix), last.count > suffix.count {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        }
        var symbol = lowered(words[0]) + words.dropFirst().map(capitalised).joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// The first word with its leading capitals lowered: `Brand` → `brand`, `NHSBlue` → `nhsBlue`, `NHS` → `nhs`.
    static func lowered(_ word: String) -> String {
        let characters = Array(word)
        var capitals = 0
        while capitals < characters.count, characters[capitals].isUppercase { capitals += 1 }
        if capitals == 0 { return word }
        // Before a lower-case letter the last capital starts the next word (`NHSBlue`).
        let lowering = capitals == characters.count || capitals == 1 ? capitals : capitals - 1
        return String(characters[..<lowering]).lowercased() + String(characters[lowering...])
    }

    /// A later word with its first letter raised: `white` → `White`.
    static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Swift's keywords, which a symbol must escape.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self",
    ]
}
