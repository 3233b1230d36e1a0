import Drawing
import Foundation

/// How the accessibility overlay looks: the box palette, the legend's size and type.
public struct AccessibilityOverlayStyle: Hashable, Sendable {
    /// Box colours, one per element in reading order, repeating. Each reaches 4.5:1 against white
    /// (legend text) and white reaches 4.5:1 on it (the number badges).
    public var palette: [RGBAColor]
    /// Width of the legend to the right of the page, in points.
    public var legendWidth: CGFloat
    /// Space between the page and the legend, and around the legend.
    public var spacing: CGFloat
    /// Legend type size, in points.
    public var fontSize: CGFloat
    /// Width of each element's box outline.
    public var boxLineWidth: CGFloat
    /// Opacity of each box's tint.
    public var boxFillOpacity: Double
    /// Colour behind the legend.
    public var legendBackground: RGBAColor

    /// A style; every value has a default.
    public init(palette: [RGBAColor] = AccessibilityOverlayStyle.defaultPalette, legendWidth: CGFloat = 320,
                spacing: CGFloat = 16, fontSize: CGFloat = 13, boxLineWidth: CGFloat = 2, boxFillOpacity: Double = 0.12,
                legendBackground: RGBAColor = .white) {
        self.palette = palette.isEmpty ? AccessibilityOverlayStyle.defaultPalette : palette
        self.legendWidth = legendWidth
        self.spacing = spacing
        self.fontSize = fontSize
        self.boxLineWidth = boxLineWidth
        self.boxFillOpacity = boxFillOpacity
        self.legendBackground = legendBackground
    }

    /// Eight distinct dark colours: red, green, blue, magenta, purple, brown, teal, slate.
    public static let defaultPalette: [RGBAColor] = [
        RGBAColor(hex: 0xc8102e), RGBAColor(hex: 0x007f3b), RGBAColor(hex: 0x005eb8), RGBAColor(hex: 0xae2573),
        RGBAColor(hex: 0x5c338e), RGBAColor(hex: 0x8a4b00), RGBAColor(hex: 0x00697a), RGBAColor(hex: 0x4c6273),
    ]

    /// The colour of element number `index` (from 0).
    public func color(at index: Int) -> RGBAColor {
        palette[index % palette.count]
    }
}
