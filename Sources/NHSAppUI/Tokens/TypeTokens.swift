/// The NHS type styles (design-reference §2): each is relative to the matching SwiftUI text style,
/// so it scales with Dynamic Type. All are Regular except `.nhsHeadline`, which is Bold.
extension Font {
    /// Line pitch of the NHS styles as a multiple of the size: Frutiger measured at about 1.23 em
    /// in the reference screenshots. [O] The stand-in face is drawn at this pitch.
    public static let nhsLinePitch: Double = 1.23

    /// 34 pt at Large.
    public static let nhsLargeTitle = Font.nhs(.largeTitle)
    /// 28 pt at Large.
    public static let nhsTitle = Font.nhs(.title)
    /// 22 pt at Large.
    public static let nhsTitle2 = Font.nhs(.title2)
    /// 20 pt at Large.
    public static let nhsTitle3 = Font.nhs(.title3)
    /// 17 pt at Large, bold.
    public static let nhsHeadline = Font.nhs(.headline, weight: .bold)
    /// 15 pt at Large.
    public static let nhsSubheadline = Font.nhs(.subheadline)
    /// 17 pt at Large.
    public static let nhsBody = Font.nhs(.body)
    /// 16 pt at Large.
    public static let nhsCallout = Font.nhs(.callout)
    /// 13 pt at Large.
    public static let nhsFootnote = Font.nhs(.footnote)
    /// 12 pt at Large.
    public static let nhsCaption = Font.nhs(.caption)
    /// 11 pt at Large.
    public static let nhsCaption2 = Font.nhs(.caption2)

    /// Any size, scaled with Dynamic Type relative to `relativeTo` (body by default). Add `.bold()` for bold.
    public static func nhsCustom(size: Double, relativeTo style: TextStyle = .body) -> Font {
        Font(textStyle: style, baseSize: size, weight: .regular, lineHeightMultiple: nhsLinePitch)
    }

    private static func nhs(_ style: TextStyle, weight: Weight = .regular) -> Font {
        Font(textStyle: style, weight: weight, lineHeightMultiple: nhsLinePitch)
    }
}
