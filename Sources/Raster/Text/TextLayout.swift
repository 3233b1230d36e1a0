import CPangoCairo
import Drawing
import Foundation

/// A spec laid out by Pango with its lines read: the one path the measurer and the painter share.
struct TextLayout {
    /// The Pango layout (released by `release()`).
    let layout: OpaquePointer
    let text: LaidOutText

    init(_ spec: TextSpec, width: CGFloat?, engine: TextEngine) {
        let built = PangoLayoutBuilder.makeLayout(spec, width: width, engine: engine)
        layout = built.layout
        text = LaidOutText(layout: layout, string: spec.string, pitch: FixedPitch(spec, engine: engine), cut: built.cut)
    }

    func release() {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }
}
