import Foundation

/// The profile card's layout constants (design-reference §3), measured from the reference
/// screenshots [O] or inferred [I].
public enum ProfileCardMetrics {
    /// Padding on every side of the regular card. [O]
    public static let regularPadding: CGFloat = 16
    /// Padding left and right of the compact card. [O]
    public static let compactHorizontalPadding: CGFloat = 16
    /// Padding above and below the compact card's content. [O] about 12 pt
    public static let compactVerticalPadding: CGFloat = 12
    /// Diameter of the white icon circle on the regular card. [O]
    public static let regularIconDiameter: CGFloat = 52
    /// Diameter of the icon circle on the compact card. [O] about 36 pt
    public static let compactIconDiameter: CGFloat = 36
    /// Size of the font the person glyph is drawn at in the regular circle (glyph ≈ 21 pt tall). [O]
    public static let regularGlyphSize: Double = 25
    /// Size of the font the person glyph is drawn at in the compact circle (glyph ≈ 14 pt tall). [O]
    public static let compactGlyphSize: Double = 16
    /// Gap between the icon and the text, and between the text and the chevron. [O] 12 pt icon→text; [I] text→chevron
    public static let iconToTextSpacing: CGFloat = 12
    /// Gap between the lines of text (name, supporting text). [I]
    public static let lineSpacing: CGFloat = 2
    /// Gap between "NHS number:" and the number when they share a line (about a space). [I]
    public static let numberLabelSpacing: CGFloat = 4
    /// The smallest text size at which the icon is hidden, so the text keeps the width: the
    /// sibling components hide their icons at "very large" text, taken as AX3. [I]
    public static let iconHiddenFromTextSize: DynamicTypeSize = .accessibility3
    /// The chevron's opacity over its colour. [O] about 60 %
    public static let chevronOpacity: Double = 0.6
}
