import Foundation

/// How a `Text` resolves in its environment.
///
/// 1. Each run's attributes are filled from the environment's text attributes (view modifiers
///    such as `italic()` and `underline()`), then its font from the environment's font (`.body`).
///    A font the text sets itself keeps its weight, design and italic over the view modifiers'.
/// 2. Weight: the run's `fontWeight`, else its font's; bold (the run's or the environment's)
///    makes it at least `.bold`. `.monospaced` (design or modifier) picks the monospaced face.
/// 3. Colour: a Markdown link's is the tint (`accentColor` when none is set); otherwise the run's
///    own, the environment's foreground, or the label colour. Decorations default to it.
/// 4. When every run ends up with the same style and nothing but font and colour, the text is
///    plain: one string in one font, drawn as it always was. Otherwise (an image in it, too) it
///    keeps its runs; an image's run is the font's size times `imageScale` (`TextInlineImage`).
/// 5. The paragraph runs in the direction of its first strong character (the layout's when it
///    has none); its alignment is on the layout direction's side (`ParagraphDirection`).
nonisolated extension Text {
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let resolvedRuns = runs.map { resolve($0, in: environment) }
        let string = resolvedRuns.map(\.string).joined()
        let first = resolvedRuns.first ?? resolve(Run(string: "", attributes: TextAttributes()), in: environment)
        let base = environment.font ?? .body
        let isPlain = resolvedRuns.allSatisfy { $0.isPlain && $0.hasSameStyle(as: first) }
        // The paragraph's direction from its first strong character; the alignment's side from
        // the layout's (`ParagraphDirection`).
        let layout = environment.layoutDirection
        let paragraph = ParagraphDirection.of(string) ?? layout
        var text = ResolvedText(
            string: string, pointSize: first.pointSize, weight: first.weight, family: first.family,
            lineHeightMultiple: first.lineHeightMultiple, color: first.color,
            alignment: ParagraphDirection.alignment(environment.multilineTextAlignment, layout: layout, paragraph: paragraph),
            lineLimit: environment.lineLimit, direction: paragraph)
        text.isItalic = first.isItalic
        text.runs = isPlain ? [] : resolvedRuns
        if !isPlain {
            text.pointSize = base.pointSize(at: environment.dynamicTypeSize)
            text.family = Text.family(of: base, monospaced: base.design == .monospaced)
            text.weight = base.weight
            text.isItalic = false
            text.lineHeightMultiple = resolvedRuns.lazy.compactMap(\.lineHeightMultiple).first ?? base.lineHeightMultiple
            text.color = environment.resolve(environment.foregroundColor ?? .defaultLabel)
        }
        text.lineSpacing = Double(environment.lineSpacing)
        text.truncation = environment.truncationMode
        text.minimumScaleFactor = Double(environment.minimumScaleFactor)
        text.reservedLines = environment.reservedLineCount
        text.isRedacted = environment.drawsPlaceholders
        return [.text(text)]
    }

    private func resolve(_ run: Run, in environment: EnvironmentValues) -> ResolvedTextRun {
        let own = run.attributes
        let outer = environment.textAttributes
        let attributes = own.filled(from: outer)
        let font = own.font ?? environment.font ?? .body
        let bold = attributes.isBold ?? environment.isBold
        // A font the text sets itself keeps its weight, design and slant over the view modifiers'.
        let fontIsOwn = own.font != nil
        var weight = own.weight ?? (fontIsOwn ? font.weight : outer.weight ?? font.weight)
        if bold { weight = max(weight, .bold) }
        let monospaced = own.isMonospaced ?? (font.design == .monospaced && fontIsOwn ? true : outer.isMonospaced ?? (font.design == .monospaced))
        let italic = own.isItalic ?? (font.isItalic && fontIsOwn ? true : outer.isItalic ?? font.isItalic)
        let colour: Color
        if attributes.link != nil {
            colour = environment.tint ?? .accentColor
        } else {
            colour = attributes.color ?? environment.foregroundColor ?? .defaultLabel
        }
        func decoration(_ value: TextAttributes.Decoration?) -> Color.Resolved? {
            guard let value, value.isActive else { return nil }
            return environment.resolve(value.color ?? colour)
        }
        var resolved = ResolvedTextRun(
            string: Text.applying(environment.textCase, to: run.string),
            pointSize: font.pointSize(at: environment.dynamicTypeSize), weight: weight,
            family: Text.family(of: font, monospaced: monospaced),
            isItalic: italic, color: environment.resolve(colour),
            underline: decoration(attributes.underline), strikethrough: decoration(attributes.strikethrough),
            letterSpacing: (attributes.kerning ?? 0) + (attributes.tracking ?? 0),
            baselineOffset: attributes.baselineOffset ?? 0,
            monospacedDigits: attributes.hasMonospacedDigits ?? font.hasMonospacedDigits,
            lineHeightMultiple: font.lineHeightMultiple)
        if let image = run.image {
            // A symbol is as large as the font times the image scale, as a standalone one is.
            let textPointSize = resolved.pointSize
            resolved.pointSize *= environment.imageScale.factor
            resolved.inlineImage = ResolvedInlineImage(
                name: image.isSymbol ? Image.drawnSymbol(image.name, environment.layoutDirection) : image.name,
                isSymbol: image.isSymbol, symbolVariants: environment.symbolVariants, textPointSize: textPointSize,
                spokenLabel: image.spokenLabel, bundleFolder: image.bundleFolder, isTemplate: image.isTemplate,
                isDark: environment.colorScheme == .dark)
        }
        return resolved
    }

    /// The family a font draws in: the monospaced face when asked for (a custom face has no
    /// monospaced design here), else its own name, or nil (the main face).
    private static func family(of font: Font, monospaced: Bool) -> String? {
        monospaced ? Text.monospacedFamily : font.family
    }

    /// The family name the renderer maps to the pinned monospaced face.
    package static let monospacedFamily = "NHS Mono"
}
