import Foundation

/// Foundation's `String(localized:)` as iOS 15 declares it, which Foundation on Linux lacks, so that
/// screen code using it compiles. As with `Text`'s keys, there are no string tables here: the
/// string is the key as written, with its interpolations; the table, bundle and locale are not
/// read (README, deviations).
extension String {
    /// `keyAndValue` as written (its interpolations filled in).
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = keyAndValue
    }

    /// `defaultValue`, the text shown where the string table lacks `key`.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue
    }
}
