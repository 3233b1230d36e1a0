import Foundation

nonisolated extension EnvironmentValues {
    private nonisolated struct LineSpacingKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
    private nonisolated struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
    private nonisolated struct MinimumScaleFactorKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
    private nonisolated struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int? { nil } }

    /// Extra points between the lines of text inside.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Where text inside that its line limit cuts loses characters.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// The smallest fraction of its font size text inside may shrink to before it truncates.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Text inside is at least this many lines tall (a line-limit range's lower bound, or
    /// `lineLimit(_:reservesSpace: true)`).
    package var reservedLineCount: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Adds `lineSpacing` points between the lines of text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        transformingEnvironment { $0.lineSpacing = max(0, lineSpacing) }
    }

    /// Where text inside that its line limit cuts shows the ellipsis.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformingEnvironment { $0.truncationMode = mode }
    }

    /// Lets text inside shrink to `factor` of its size (0…1) to fit its line limit or the height
    /// offered before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        transformingEnvironment { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }

    /// At most `limit` lines; with `reservesSpace`, always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformingEnvironment {
            $0.lineLimit = max(1, limit)
            $0.reservedLineCount = reservesSpace ? max(1, limit) : nil
        }
    }

    /// At least `limit.lowerBound` lines tall and at most `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = max(1, limit.upperBound)
            $0.reservedLineCount = max(1, limit.lowerBound)
        }
    }

    /// At least `limit.lowerBound` lines tall, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = nil
            $0.reservedLineCount = max(1, limit.lowerBound)
        }
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformingEnvironment {
            $0.lineLimit = max(1, limit.upperBound)
            $0.reservedLineCount = nil
        }
    }

    /// Text inside in italic, or not.
    public func italic(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.textAttributes.isItalic = isActive }
    }

    /// Text inside at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformingEnvironment { $0.textAttributes.weight = weight }
    }

    /// Text inside in another design of its font.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformingEnvironment { $0.textAttributes.isMonospaced = design.map { $0 == .monospaced } }
    }

    /// Text inside in the monospaced face, or not.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformingEnvironment { $0.textAttributes.isMonospaced = isActive }
    }

    /// Text inside with digits at one width.
    public func monospacedDigit() -> some View {
        transformingEnvironment { $0.textAttributes.hasMonospacedDigits = true }
    }

    /// Text inside underlined, in `color` or the text's own colour (every `pattern` drawn solid).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment { $0.textAttributes.underline = .init(isActive: isActive, color: color) }
    }

    /// Text inside struck through, in `color` or the text's own colour (every `pattern` drawn solid).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformingEnvironment { $0.textAttributes.strikethrough = .init(isActive: isActive, color: color) }
    }

    /// Text inside with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformingEnvironment { $0.textAttributes.kerning = Double(kerning) }
    }

    /// Text inside with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformingEnvironment { $0.textAttributes.tracking = Double(tracking) }
    }

    /// Text inside raised (positive) or lowered (negative) from the baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformingEnvironment { $0.textAttributes.baselineOffset = Double(baselineOffset) }
    }
}
