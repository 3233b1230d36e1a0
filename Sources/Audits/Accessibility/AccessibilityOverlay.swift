import Drawing
import Foundation

/// The accessibility overlay, like AccessibilitySnapshot's: the page as drawn, each VoiceOver
/// element boxed in its own colour with its number, and a legend to the right listing each
/// element's number, label, hint and traits in that colour.
///
/// The result is an ordinary display list for the raster to draw. Layout:
/// 1. The canvas is the page's width + spacing + the legend's width + spacing wide, and as tall as
///    the taller of the page and the legend (with spacing above and below the legend).
/// 2. The page's background and items are drawn at the origin, clipped to the page.
/// 3. Each element gets a tint, an outline and a numbered badge centred on its top-left corner
///    (kept on the page).
/// 4. The legend entries follow one another down the right: badge, then the label in bold, the
///    hint and the traits, wrapped to the legend's width with `measurer`.
public enum AccessibilityOverlay {
    /// The overlay of `page`. The overlay keeps the page's accessibility elements; it has no tap
    /// targets or annotations of its own.
    public static func displayList(for page: DisplayList, measurer: any TextMeasuring,
                                   style: AccessibilityOverlayStyle = AccessibilityOverlayStyle()) -> DisplayList {
        let pageRect = CGRect(origin: .zero, size: page.size)
        let elements = page.accessibilityElements
        let badgeFont = FontSpec(size: max(1, style.fontSize - 2), weight: .bold)
        let badgeSize = OverlayBadge.size(forCount: max(1, elements.count), font: badgeFont, measurer: measurer)
        var items: [DisplayItem] = [.fill(RoundedRect(rect: pageRect), page.background), .clipped(RoundedRect(rect: pageRect), page.items)]
        for (index, element) in elements.enumerated() {
            let color = style.color(at: index)
            let box = RoundedRect(rect: element.frame)
            items.append(.fill(box, color.multiplyingAlpha(style.boxFillOpacity)))
            items.append(.border(box, color, width: style.boxLineWidth))
            // Centred on the box's top-left corner, so it hides as little of the element as it can.
            let x = min(max(pageRect.minX, element.frame.minX - badgeSize.width / 2), max(pageRect.minX, pageRect.maxX - badgeSize.width))
            let y = min(max(pageRect.minY, element.frame.minY - badgeSize.height / 2), max(pageRect.minY, pageRect.maxY - badgeSize.height))
            items += OverlayBadge.items(number: index + 1, at: CGPoint(x: x, y: y), size: badgeSize, color: color,
                                        font: badgeFont, measurer: measurer)
        }
        let legendOrigin = CGPoint(x: pageRect.maxX + style.spacing, y: style.spacing)
        let legend = OverlayLegend.items(for: elements, at: legendOrigin, badgeSize: badgeSize, badgeFont: badgeFont,
                                         style: style, measurer: measurer)
        items += legend.items
        let height = max(page.size.height, legend.bottom + style.spacing)
        return DisplayList(size: CGSize(width: legendOrigin.x + style.legendWidth + style.spacing, height: height),
                           background: style.legendBackground, items: items, accessibilityElements: elements)
    }
}

extension AccessibilityOverlayStyle: PageOverlay {
    /// The accessibility overlay of `page` in this style, for `Renderer.draw(_:scale:images:options:)`.
    public func displayList(over page: DisplayList, measurer: any TextMeasuring) -> DisplayList {
        AccessibilityOverlay.displayList(for: page, measurer: measurer, style: self)
    }
}
