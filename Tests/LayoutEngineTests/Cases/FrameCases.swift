import Foundation
import NHSAppUI

/// Frames: fixed and flexible, min, ideal and max, alignment.
extension LayoutCases {
    static let frames: [LayoutCase] = [
        LayoutCase(name: "frame maxWidth infinity takes the proposal", width: 120, view: {
            AnyView(Text("ab").font(font).frame(maxWidth: .infinity, alignment: .trailing).background(Color.blue))
        }, expected: ["fill 0,0 120x12.5", "text 110,0 10x12.5 ab"]),
        LayoutCase(name: "fixed frame centres its child", width: 100, view: {
            AnyView(Text("ab").font(font).frame(width: 50, height: 50))
        }, expected: ["text 45,18.75 10x12.5 ab"]),
        LayoutCase(name: "fixed frame aligns its child bottom trailing", width: 100, view: {
            AnyView(Text("ab").font(font).frame(width: 60, height: 40, alignment: .bottomTrailing))
        }, expected: ["text 70,27.5 10x12.5 ab"]),
        // SwiftUI: with only a minimum, the frame is max(min, child), not the proposal.
        LayoutCase(name: "minWidth pads a narrow child", width: 100, view: {
            AnyView(Text("ab").font(font).frame(minWidth: 50).background(Color.blue))
        }, expected: ["fill 25,0 50x12.5", "text 45,0 10x12.5 ab"]),
        // The child is offered min(proposal, max) = 30 and wraps; the frame grows to the max.
        LayoutCase(name: "maxWidth caps what the child is offered", width: 100, view: {
            AnyView(Text("aaaa bbbb").font(font).frame(maxWidth: 30).background(Color.blue))
        }, expected: ["fill 35,0 30x25", "text 40,0 20x25 aaaa bbbb"]),
        // Asked for its ideal size (fixedSize proposes nil), the frame is its ideal width.
        LayoutCase(name: "idealWidth is the frame's ideal size", width: 100, view: {
            AnyView(Text("ab").font(font).frame(idealWidth: 80).fixedSize().background(Color.blue))
        }, expected: ["fill 10,0 80x12.5", "text 45,0 10x12.5 ab"]),
        // Offered unlimited width, the frame is unlimited, so the stack serves the fixed view
        // first and the frame takes all the rest (not an equal share).
        LayoutCase(name: "a maxWidth infinity frame beside a fixed view takes what is left", width: 200, view: {
            AnyView(HStack(spacing: 8) {
                Text("T").frame(maxWidth: .infinity, alignment: .leading)
                Color.red.frame(width: 51, height: 31)
            }.font(font))
        }, expected: ["text 0,9.25 5x12.5 T", "fill 149,0 51x31"]),
        LayoutCase(name: "minHeight with maxHeight infinity takes the height offered", width: 100, view: {
            AnyView(Color.red.frame(minHeight: 10, maxHeight: .infinity).frame(height: 70))
        }, expected: ["fill 0,0 100x70"]),
    ]
}
