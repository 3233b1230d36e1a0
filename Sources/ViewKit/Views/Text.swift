import Foundation

/// A run of text, wrapped to the width it is offered and never truncated unless a line limit is set.
///
/// A text is a list of styled runs: one for `Text("…")`, several for `Text + Text` and for
/// Markdown in a string literal. They are wrapped as one paragraph.
public nonisolated struct Text: View, PrimitiveView, Equatable, Sendable {
    /// One stretch of characters with the style it set itself.
    package nonisolated struct Run: Equatable, Sendable {
        package var string: String
        package var attributes: TextAttributes
        /// For an image in the text (`Text(Image(systemName:))`): the image, drawn where `string`
        /// (one object replacement character) stands.
        package var image: InlineImage? = nil
    }

    package var runs: [Run]

    /// The characters shown (every run's, in order), an image in the text standing as the words
    /// VoiceOver reads for it (nothing for a decorative one).
    public var content: String { runs.map { $0.image.map(\.spokenLabel) ?? $0.string }.joined() }

    package init(runs: [Run]) { self.runs = runs }

    /// Text from a string, shown exactly as given (not parsed as Markdown), as SwiftUI's
    /// `Text<S: StringProtocol>(_:)`. Disfavoured, as in SwiftUI, so that a string literal takes
    /// the `LocalizedStringKey` initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content), attributes: TextAttributes())]
    }

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        runs = [Run(string: content, attributes: TextAttributes())]
    }

    /// Text from a string literal or interpolation, translated by the string table `tableName`
    /// (default `Localizable`) of `bundle`, or of the folders `LocalizedStrings.load(folder:)` was
    /// given when there is no bundle; a key no table has is shown as written. The Markdown
    /// (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`) is styled; interpolated
    /// values are shown as given.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.localized(table: tableName, bundle: bundle).textRuns()
    }

    /// A primitive.
    public typealias Body = Never

    /// The two texts as one paragraph, each run keeping its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// Every run with `change` applied to its attributes, where the run has not set them itself.
    package func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var outer = TextAttributes()
        change(&outer)
        return Text(runs: runs.map { run in
            var styled = run
            styled.attributes = run.attributes.filled(from: outer)
            return styled
        })
    }
}

nonisolated extension Color {
    /// The label colour when nothing sets one: near black, white in dark mode.
    public static let defaultLabel = Color(hex: 0x000000, darkHex: 0xffffff)
}

nonisolated extension Text {
    /// Upper or lower case for display, as SwiftUI's `Text.Case`.
    public nonisolated enum Case: Sendable, Hashable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// Where a text cut by its line limit loses characters, as SwiftUI's `Text.TruncationMode`.
    public nonisolated enum TruncationMode: Sendable, Hashable {
        /// At the start of the last line.
        case head
        /// At the end (the default).
        case tail
        /// In the middle of the last line.
        case middle
    }

    /// `string` in `textCase`, with a fixed (POSIX) locale so snapshots do not depend on the machine.
    static func applying(_ textCase: Case?, to string: String) -> String {
        switch textCase {
        case .uppercase?: return string.uppercased(with: Locale(identifier: "en_US_POSIX"))
        case .lowercase?: return string.lowercased(with: Locale(identifier: "en_US_POSIX"))
        case nil: return string
        }
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct TextCaseKey: EnvironmentKey {
        static var defaultValue: Text.Case? { nil }
    }

    /// The case texts below are shown in; nil shows them as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the texts inside in `textCase` (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
