import Drawing
import Foundation

/// The numbered capsule that marks an element on the page and its entry in the legend.
enum OverlayBadge {
    /// Space either side of the number.
    static let horizontalPadding: CGFloat = 4

    /// One size fits every badge: as tall as a line and a half of the badge font, wide enough for
    /// the largest number.
    static func size(forCount count: Int, font: FontSpec, measurer: any TextMeasuring) -> CGSize {
        let widest = measurer.measure(TextSpec(string: String(count), font: font), width: nil).size
        let height = (widest.height + 4).rounded(.up)
        return CGSize(width: max(height, (widest.width + 2 * horizontalPadding).rounded(.up)), height: height)
    }

    /// The capsule in `color` and the number in white, centred.
    static func items(number: Int, at origin: CGPoint, size: CGSize, color: RGBAColor, font: FontSpec,
                      measurer: any TextMeasuring) -> [DisplayItem] {
        let rect = CGRect(origin: origin, size: size)
        let spec = TextSpec(string: String(number), font: font, alignment: .center)
        let measurement = measurer.measure(spec, width: nil)
        let text = CGRect(x: rect.minX, y: rect.midY - measurement.size.height / 2, width: rect.width,
                          height: measurement.size.height)
        return [
            .fill(.capsule(rect), color),
            .text(TextItem(spec: spec, color: .white, frame: text, wrapWidth: rect.width,
                           measurement: measurer.measure(spec, width: rect.width))),
        ]
    }
}
