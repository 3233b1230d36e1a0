import Foundation

/// Why a view is redacted, as SwiftUI's `RedactionReasons`.
public nonisolated struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Reasons from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Data not loaded yet: texts and images are drawn as placeholders of their size and shape.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data hidden: views marked `privacySensitive()` are drawn as placeholders.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Data out of date; nothing is drawn differently here.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

nonisolated extension View {
    /// Redacts the views inside for `reason` (added to any reason set outside), as SwiftUI's
    /// `redacted(reason:)`: with `.placeholder`, each text is drawn as a rounded bar per line the
    /// width of the line and each image as a rounded box its size, in its colour at
    /// `RedactionMetrics.opacity`; layout and what VoiceOver reads do not change.
    public func redacted(reason: RedactionReasons) -> some View {
        transformingEnvironment { $0.redactionReasons.formUnion(reason) }
    }

    /// Draws the views inside as they are whatever redaction is set outside.
    public func unredacted() -> some View {
        transformingEnvironment {
            $0.redactionReasons = []
            $0.isPrivacySensitive = false
        }
    }

    /// Marks the views inside as private: drawn as placeholders when the redaction reasons include
    /// `.privacy` (a snapshot with `.redacted(reason: .privacy)` shows what a locked screen would).
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformingEnvironment { $0.isPrivacySensitive = sensitive }
    }
}

/// How redacted views are drawn (guesses: Apple does not document the placeholders' look).
public nonisolated enum RedactionMetrics {
    /// The placeholder's opacity of the text's or image's colour.
    public static let opacity = 0.16
    /// A text line's bar: its height as a share of the line's, and its corner radius as a share
    /// of the bar's height.
    public static let barHeightShare: CGFloat = 0.7
    public static let barCornerShare: CGFloat = 0.25
    /// An image's box corner radius.
    public static let imageCornerRadius: CGFloat = 4
}

nonisolated extension EnvironmentValues {
    private nonisolated struct RedactionReasonsKey: EnvironmentKey {
        static var defaultValue: RedactionReasons { [] }
    }

    private nonisolated struct PrivacySensitiveKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// Why the views inside are redacted.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether the views inside are marked `privacySensitive()`.
    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }

    /// Whether texts and images inside are drawn as placeholders.
    var drawsPlaceholders: Bool {
        redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
    }
}
