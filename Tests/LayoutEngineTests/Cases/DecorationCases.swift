import Foundation
import NHSAppUI

/// Backgrounds, overlays and clips: the decorated view keeps its size; decorations are offered
/// exactly that size and aligned in it.
extension LayoutCases {
    static let decorations: [LayoutCase] = [
        LayoutCase(name: "a background does not change the view's size", width: 100, view: {
            AnyView(Text("ab").font(font).background(Color.red.frame(width: 50, height: 50)))
        }, expected: ["fill 25,-18.75 50x50", "text 45,0 10x12.5 ab"]),
        LayoutCase(name: "an overlay is aligned in the view", width: 100, view: {
            AnyView(Text("abcd").font(font).overlay(alignment: .topTrailing) { Color.red.frame(width: 4, height: 4) })
        }, expected: ["text 40,0 20x12.5 abcd", "fill 56,0 4x4"]),
        LayoutCase(name: "several background views are stacked in order", width: 100, view: {
            AnyView(Color.blue.frame(width: 20, height: 20).background(alignment: .bottomLeading) {
                Color.red
                Color.green.frame(width: 5, height: 5)
            })
        }, expected: ["fill 40,0 20x20", "fill 40,15 5x5", "fill 40,0 20x20"]),
        // (The flattened frames show what is drawn inside a clip, not the clip itself.)
        LayoutCase(name: "a clip keeps the child's frame", width: 100, view: {
            AnyView(Color.red.frame(width: 30, height: 20).clipShape(RoundedRectangle(cornerRadius: 5)))
        }, expected: ["fill 35,0 30x20"]),
    ]
}
