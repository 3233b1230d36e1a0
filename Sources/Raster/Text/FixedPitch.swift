import Drawing
import Foundation

/// An exact line pitch (size × `lineHeightMultiple`) with the main font's ascent and descent
/// centred in each line box, as a fixed line height behaves on iOS. Attributed text takes the
/// pitch of its largest run; `lineSpacing` is added between line boxes.
struct FixedPitch {
    /// The distance from one line's top to the next's.
    let pitch: CGFloat
    let ascent: CGFloat
    let descent: CGFloat
    /// Extra space between one line box and the next.
    let spacing: CGFloat

    /// The pitch for `spec`, or nil when it asks for the natural line height.
    init?(_ text: TextSpec, engine: TextEngine) {
        let spec = text.runs.map(\.font).max { $0.size < $1.size }.map { largest -> FontSpec in
            var font = largest
            font.lineHeightMultiple = text.font.lineHeightMultiple
            return font
        } ?? text.font
        guard let multiple = spec.lineHeightMultiple, multiple > 0, multiple.isFinite else { return nil }
        pitch = spec.size * multiple
        spacing = text.lineSpacing > 0 && text.lineSpacing.isFinite ? text.lineSpacing : 0
        let metrics = engine.fontMetrics.metrics(of: spec, context: engine.context)
        ascent = metrics.ascent
        descent = metrics.descent
    }

    func top(ofLine index: Int) -> CGFloat {
        (pitch + spacing) * CGFloat(index)
    }

    func baseline(ofLine index: Int) -> CGFloat {
        top(ofLine: index) + (pitch - ascent - descent) / 2 + ascent
    }

    /// The height of `count` line boxes with the spacing between them.
    func height(ofLines count: Int) -> CGFloat {
        pitch * CGFloat(count) + spacing * CGFloat(max(0, count - 1))
    }
}
