import Foundation

/// Foundation's `String(localized:)` as iOS 15 declares it, which Foundation on Linux lacks, so that
/// screen code using it compiles: the string is looked up as a key in the string table `table` of
/// `bundle` (or of the folders `LocalizedStrings.load(folder:)` was given), as `Text`'s keys are,
/// and shown as written when no table has it. An interpolated string arrives here already filled
/// in, so only a plain string's translation is found; the locale is not read (README, deviations).
nonisolated extension String {
    /// The translation of `keyAndValue`, else `keyAndValue` as written.
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        let key = keyAndValue.replacingOccurrences(of: "%", with: "%%")
        self = LocalizedStrings.translation(of: key, table: table, bundle: bundle)
            .map { LocalizedStringKey.pieces(of: $0, values: []).map(\.plainText).joined() } ?? keyAndValue
    }

    /// The translation of `key`, else `defaultValue`, the text shown where the string table lacks it.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStrings.translation(of: "\(key)", table: table, bundle: bundle)
            .map { LocalizedStringKey.pieces(of: $0, values: []).map(\.plainText).joined() } ?? defaultValue
    }
}

nonisolated extension LocalizedStringKey.Piece {
    /// The piece's characters without style.
    var plainText: String {
        switch self {
        case .literal(let text), .verbatim(let text, _, _): return text
        case .text(let text): return text.runs.map(\.string).joined()
        }
    }
}
