import Drawing
import Foundation
import Raster

/// A 393 × 300 pt campaign-card-like page: a rounded panel with a border, a clipped photo, text in
/// Latin, Welsh, Arabic, CJK and emoji, a divider and a chevron.
enum SampleCard {
    static let size = CGSize(width: 393, height: 300)

    static func displayList(measurer: PangoTextMeasurer) -> DisplayList {
        let panel = CGRect(x: 16, y: 12, width: 361, height: 276)
        let radii = CornerRadii(all: 28)
        let photo = CGRect(x: 16, y: 12, width: 361, height: 110)
        let textWidth: CGFloat = 313
        var items: [DisplayItem] = [
            .fill(RoundedRect(rect: panel, radii: radii, style: .continuous), RGBAColor(hex: 0xffffff)),
            .image(ImageItem(assetName: "campaign-organ-donation", frame: photo, contentMode: .fill,
                             clip: RoundedRect(rect: photo, radii: CornerRadii(topLeading: 28, topTrailing: 28, bottomLeading: 0, bottomTrailing: 0),
                                               style: .continuous))),
        ]
        var y: CGFloat = 134
        func text(_ string: String, size: CGFloat, weight: FontWeight = .regular, color: RGBAColor = RGBAColor(hex: 0x212b32),
                  alignment: TextAlignment = .leading, direction: LayoutDirection = .leftToRight, lineLimit: Int? = nil) {
            let spec = TextSpec(string: string, font: FontSpec(size: size, weight: weight, lineHeightMultiple: 1.23),
                                alignment: alignment, lineLimit: lineLimit, direction: direction)
            let measured = measurer.measure(spec, width: textWidth)
            let frame = CGRect(x: 40, y: y, width: alignment == .leading && direction == .leftToRight ? measured.size.width : textWidth,
                               height: measured.size.height)
            items.append(.text(TextItem(spec: spec, color: color, frame: frame, wrapWidth: textWidth, measurement: measured)))
            y += measured.size.height + 4
        }
        text("Become an organ donor", size: 22, weight: .bold)
        text("Siân Llŷr · Gwasanaeth Iechyd Gwladol 🩺💉", size: 15)
        text("مرحبا بالعالم", size: 17, direction: .rightToLeft)
        text("你好，世界 — 健康 こんにちは", size: 15, weight: .semibold, color: RGBAColor(hex: 0x005eb8))
        items.append(.rule(CGRect(x: 40, y: y + 2, width: 313, height: 1), RGBAColor(hex: 0xd8dde0)))
        text("Tell your family and register your decision today: it takes two minutes online or in the app.", size: 13, color: RGBAColor(hex: 0x4c6272), lineLimit: 1)
        let chevron = VectorPath(elements: [
            .move(to: CGPoint(x: 345, y: 252)), .line(to: CGPoint(x: 352, y: 259)), .line(to: CGPoint(x: 345, y: 266)),
        ], paint: .stroke(RGBAColor(hex: 0x005eb8), width: 2.5))
        items.append(.path(chevron))
        items.append(.border(RoundedRect(rect: panel, radii: radii, style: .continuous), RGBAColor(hex: 0x005eb8, alpha: 0.6), width: 2))
        items.append(.fill(RoundedRect(rect: CGRect(x: 300, y: 20, width: 64, height: 26), radii: CornerRadii(all: 13)),
                           RGBAColor(hex: 0x000000, alpha: 0.45)))
        return DisplayList(size: size, background: RGBAColor(hex: 0xf0f4f5), items: items)
    }
}
