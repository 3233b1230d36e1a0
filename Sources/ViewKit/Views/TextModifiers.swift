import Foundation

/// The modifiers that return `Text`, so styled texts still concatenate with `+`. Each one styles
/// the runs that have not set the same attribute themselves.
nonisolated extension Text {
    /// This text in another font.
    public func font(_ font: Font?) -> Text { styled { $0.font = font } }

    /// This text at another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }

    /// This text in another design of its font.
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.isMonospaced = design.map { $0 == .monospaced } } }

    /// This text in bold.
    public func bold() -> Text { bold(true) }

    /// This text in bold, or not.
    public func bold(_ isActive: Bool) -> Text { styled { $0.isBold = isActive } }

    /// This text in italic.
    public func italic() -> Text { italic(true) }

    /// This text in italic, or not.
    public func italic(_ isActive: Bool) -> Text { styled { $0.isItalic = isActive } }

    /// This text in the monospaced face.
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.isMonospaced = isActive } }

    /// This text with digits at one width.
    public func monospacedDigit() -> Text { styled { $0.hasMonospacedDigits = true } }

    /// This text underlined, in `color` or the text's own colour (every `pattern` drawn solid).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = .init(isActive: isActive, color: color) }
    }

    /// This text struck through, in `color` or the text's own colour (every `pattern` drawn solid).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.strikethrough = .init(isActive: isActive, color: color) }
    }

    /// This text with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = Double(kerning) } }

    /// This text with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = Double(tracking) } }

    /// This text raised (positive) or lowered (negative) from the baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { styled { $0.baselineOffset = Double(baselineOffset) } }

    /// This text in another colour.
    public func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color } }

    /// This text in another colour; a text keeps being a `Text` (for `+`) only with colours:
    /// gradients use the overloads below, which return a view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        guard let color = style as? Color else { return self }
        return styled { $0.color = color }
    }

    /// This text in the environment's tint (a view, no longer a `Text`: the tint is known only
    /// where the text is placed).
    public func foregroundStyle(_ style: TintShapeStyle) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with any style (a view, no longer a `Text`: the style may be a gradient).
    public func foregroundStyle(_ style: AnyShapeStyle) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with a linear gradient over its box (a view, no longer a `Text`).
    public func foregroundStyle(_ style: LinearGradient) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with a radial gradient over its box (a view, no longer a `Text`).
    public func foregroundStyle(_ style: RadialGradient) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with an angular (conic) gradient over its box (a view, no longer a `Text`).
    public func foregroundStyle(_ style: AngularGradient) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with an elliptical gradient over its box (a view, no longer a `Text`).
    public func foregroundStyle(_ style: EllipticalGradient) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text painted with a colour's gradient over its box (a view, no longer a `Text`).
    public func foregroundStyle(_ style: AnyGradient) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text drawn as over a material (the secondary label colour; a view, no longer a `Text`).
    public func foregroundStyle(_ style: Material) -> some View { ForegroundStyledView(content: self, style: style) }

    /// This text in its own colour, marked as drawn without `style`'s shader (a view, no longer
    /// a `Text`; see `Shader`).
    public func foregroundStyle(_ style: Shader) -> some View { ForegroundStyledView(content: self, style: style) }
}
