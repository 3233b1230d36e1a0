import Foundation

/// The NHS card look: a padded, rounded background with an optional border (card-style.md).
public struct NHSCardStyle: ViewModifier {
    /// The card's background.
    public var backgroundColor: Color
    /// The border colour, visible only when `borderWidth` is over 0.
    public var borderColor: Color
    /// The border width.
    public var borderWidth: CGFloat
    /// Padding above and below the content.
    public var paddingVertical: CGFloat
    /// Padding either side of the content.
    public var paddingHorizontal: CGFloat
    /// Where content narrower than the card sits.
    public var alignment: Alignment

    /// The modified view: the content fills the card's width, padded, on a rounded background.
    public func body(content: Content) -> some View {
        let shape = RoundedRectangle(cornerRadius: NHSMetrics.cardCornerRadius, style: .continuous)
        return content
            .environment(\.isInsideNHSCard, true)
            .frame(maxWidth: .infinity, alignment: alignment)
            .padding(.vertical, paddingVertical)
            .padding(.horizontal, paddingHorizontal)
            .background(shape.fill(backgroundColor))
            .overlay {
                if borderWidth > 0 {
                    shape.strokeBorder(borderColor, lineWidth: borderWidth)
                }
            }
            .expandingTapTarget()
            .componentAnnotation(NHSCardStyleAnnotation.component, [
                NHSCardStyleAnnotation.borderWidth: DumpNumber.text(borderWidth),
            ])
    }
}

extension View {
    /// Applies NHS card styling: white background, no border and the standard card padding by default.
    nonisolated public func nhsCardStyle(
        backgroundColor: Color = .nhsWhite,
        borderColor: Color = .nhsBorder,
        borderWidth: CGFloat = 0,
        paddingVertical: CGFloat = NHSMetrics.cardPadding,
        paddingHorizontal: CGFloat = NHSMetrics.cardPadding,
        alignment: Alignment = .leading
    ) -> some View {
        modifier(NHSCardStyle(
            backgroundColor: backgroundColor, borderColor: borderColor,
            borderWidth: borderWidth.isFinite ? max(0, borderWidth) : 0,
            paddingVertical: paddingVertical, paddingHorizontal: paddingHorizontal, alignment: alignment))
    }
}

extension EnvironmentValues {
    private struct InsideNHSCardKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True inside an `nhsCardStyle()` card; components that bring their own card use it to report misuse.
    public var isInsideNHSCard: Bool {
        get { self[InsideNHSCardKey.self] }
        set { self[InsideNHSCardKey.self] = newValue }
    }
}

/// Formats numbers for annotation properties.
enum DumpNumber {
    static func text(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
