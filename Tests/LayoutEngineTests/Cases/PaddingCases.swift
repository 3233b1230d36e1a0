import Foundation
import NHSAppUI

/// Padding: the child is offered less by the insets and the view grows by them.
extension LayoutCases {
    static let padding: [LayoutCase] = [
        LayoutCase(name: "padding insets the child and grows the view", width: 100, view: {
            AnyView(Text("ab").font(font).padding(10).background(Color.blue))
        }, expected: ["fill 35,0 30x32.5", "text 45,10 10x12.5 ab"]),
        // The system padding, 16 pt, on the horizontal edges: 10 + 32 wide, centred at 29.
        LayoutCase(name: "scene padding is the system padding", width: 100, view: {
            AnyView(Text("ab").font(font).scenePadding(.horizontal).background(Color.blue))
        }, expected: ["fill 29,0 42x12.5", "text 45,0 10x12.5 ab"]),
        LayoutCase(name: "padding edge by edge", width: 100, view: {
            AnyView(Text("ab").font(font).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).background(Color.blue))
        }, expected: ["fill 42,0 16x16.5", "text 44,1 10x12.5 ab"]),
        LayoutCase(name: "horizontal padding narrows what the text may use", width: 100, view: {
            AnyView(Text("aaaa bbbb").font(font).padding(.horizontal, 30))
        }, expected: ["text 40,0 20x25 aaaa bbbb"]),
    ]
}
