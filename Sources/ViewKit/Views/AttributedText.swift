import Foundation

nonisolated extension Text {
    /// How a line under or through text is drawn, as SwiftUI's `Text.LineStyle`. Every pattern
    /// is drawn solid (README, deviations).
    public nonisolated struct LineStyle: Hashable, Sendable {
        /// The dashes of the line.
        public nonisolated struct Pattern: Hashable, Sendable {
            private let name: String
            /// Unbroken.
            public static let solid = Pattern(name: "solid")
            /// Dots.
            public static let dot = Pattern(name: "dot")
            /// Dashes.
            public static let dash = Pattern(name: "dash")
            /// Dash, dot.
            public static let dashDot = Pattern(name: "dashDot")
            /// Dash, dot, dot.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        /// The pattern.
        public let pattern: Pattern
        /// The line's colour; nil for the text's.
        public let color: Color?

        /// A line of `pattern` in `color` (nil: the text's).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Text from an attributed string, as SwiftUI's `Text(_:)` of an `AttributedString`: each run
    /// drawn with its SwiftUI attributes (`foregroundColor`, `font`, `underlineStyle`,
    /// `strikethroughStyle`, `kern`, `tracking`, `baselineOffset`), its `inlinePresentationIntent`
    /// (bold, italic, code, struck) and its `link` (in the tint). Disfavoured: Foundation on
    /// Linux makes `AttributedString` a string literal too, and a literal is a
    /// `LocalizedStringKey` (its Markdown styled), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(runs: attributedContent.runs.map { run in
            Run(string: String(attributedContent[run.range].characters), attributes: TextAttributes(run))
        })
    }
}

nonisolated extension TextAttributes {
    /// The attributes of one run of an attributed string.
    init(_ run: AttributedString.Runs.Run) {
        self.init()
        color = run[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self]
        font = run[AttributeScopes.SwiftUIAttributes.FontAttribute.self]
        if let style = run[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
            underline = Decoration(isActive: true, color: style.color)
        }
        if let style = run[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
            strikethrough = Decoration(isActive: true, color: style.color)
        }
        kerning = run[AttributeScopes.SwiftUIAttributes.KerningAttribute.self].map(Double.init)
        tracking = run[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self].map(Double.init)
        baselineOffset = run[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self].map(Double.init)
        link = run.link
        if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
            if intent.contains(.stronglyEmphasized) { isBold = true }
            if intent.contains(.emphasized) { isItalic = true }
            if intent.contains(.code) { isMonospaced = true }
            if intent.contains(.strikethrough) { strikethrough = Decoration(isActive: true, color: nil) }
        }
    }
}

/// How a stretch of inline text is presented, as Foundation's `InlinePresentationIntent` (which
/// Foundation on Linux does not have): what Markdown marks.
public nonisolated struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    /// Bits.
    public let rawValue: UInt
    /// From bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Italic (`*text*`).
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    /// Bold (`**text**`).
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    /// Code (`` `text` ``).
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    /// Struck through (`~~text~~`).
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    /// A soft line break.
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    /// A hard line break.
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

nonisolated extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws, as SwiftUI's scope of that name, with Foundation's.
    public nonisolated struct SwiftUIAttributes: AttributeScope {
        /// The colour of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The font of the text.
        public let font: FontAttribute
        /// A line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Space added after each character, in points.
        public let kern: KerningAttribute
        /// Space added between characters, in points.
        public let tracking: TrackingAttribute
        /// How far the text is raised, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// What Markdown marked (Foundation's on Apple platforms).
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        /// Foundation's attributes (`link`...).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's colour.
        public nonisolated enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The text's font.
        public nonisolated enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        /// A line under the text.
        public nonisolated enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// A line through the text.
        public nonisolated enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// Kerning, in points.
        public nonisolated enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// Tracking, in points.
        public nonisolated enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        /// Baseline offset, in points.
        public nonisolated enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        /// What Markdown marked.
        public nonisolated enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    /// SwiftUI's attributes, for `AttributedString(…, including: \.swiftUI)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

nonisolated extension AttributeDynamicLookup {
    /// `string.foregroundColor = .red`, `run.font`: SwiftUI's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

nonisolated extension AttributedString {
    /// The string marked up by the inline Markdown in `markdown` (`**bold**`, `*italic*`,
    /// `~~struck~~`, `` `code` ``, `[link](url)`), as Foundation's `AttributedString(markdown:)`
    /// reads it on Apple platforms (Foundation on Linux cannot): each stretch carries its
    /// `inlinePresentationIntent` and `link`. Blocks (headings, lists) are not parsed, as `Text`
    /// does not parse them.
    public init(markdown: String) throws {
        self.init()
        for span in MarkdownText.parse(markdown) {
            var piece = AttributedString(span.string)
            var intent: InlinePresentationIntent = []
            if span.attributes.isBold == true { intent.insert(.stronglyEmphasized) }
            if span.attributes.isItalic == true { intent.insert(.emphasized) }
            if span.attributes.isMonospaced == true { intent.insert(.code) }
            if span.attributes.strikethrough?.isActive == true { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = span.attributes.link { piece.link = link }
            append(piece)
        }
    }
}
