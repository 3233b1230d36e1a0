import Foundation
import NHSAppUI

/// alignmentGuide: a child's guide meets its siblings' on a common line, the stack as wide (tall)
/// as the line plus the most any child reaches past it; padding passes its content's guide on.
extension LayoutCases {
    static let alignmentGuides: [LayoutCase] = [
        LayoutCase(name: "a leading guide moves a child against its siblings", width: 100, view: {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Text("ab")
                Text("cd").alignmentGuide(.leading) { _ in 10 }
            }.font(font))
        }, expected: ["text 50,0 10x12.5 ab", "text 40,12.5 10x12.5 cd"]),
        LayoutCase(name: "a guide computed from the view's dimensions", width: 100, view: {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Text("abcd")
                Text("cd").alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
            }.font(font))
        }, expected: ["text 45,0 20x12.5 abcd", "text 35,12.5 10x12.5 cd"]),
        LayoutCase(name: "a guide the stack does not align on changes nothing", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("abcd")
                Text("cd").alignmentGuide(.leading) { _ in 50 }
            }.font(font))
        }, expected: ["text 40,0 20x12.5 abcd", "text 45,12.5 10x12.5 cd"]),
        LayoutCase(name: "a shape's first text baseline set to its centre", width: 100, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { dimensions in dimensions[VerticalAlignment.center] }
                Text("ab")
            }.font(font))
        }, expected: ["fill 40,5 10x10", "text 50,0 10x12.5 ab"]),
        LayoutCase(name: "a top guide above the view's top moves it down", width: 100, view: {
            AnyView(HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 10, height: 10).alignmentGuide(.top) { _ in -5 }
                Color.blue.frame(width: 10, height: 20)
            })
        }, expected: ["fill 40,5 10x10", "fill 50,0 10x20"]),
        LayoutCase(name: "a z-stack lines up both guides: one corner on another", width: 100, view: {
            AnyView(ZStack(alignment: .topLeading) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
                    .alignmentGuide(.top) { dimensions in dimensions[.bottom] }
            })
        }, expected: ["fill 45,10 20x20", "fill 35,0 10x10"]),
        // Last baselines 10 (one line) and 12.5 + 10 (two lines): the line is 22.5 down.
        LayoutCase(name: "an hstack lines up last text baselines", width: 100, view: {
            AnyView(HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("ab")
                Text("ab\ncd")
            }.font(font))
        }, expected: ["text 40,12.5 10x12.5 ab", "text 50,0 10x25 ab\ncd"]),
        // A stack's last baseline is its last text child's (12.5 + 10); the big text's is 20.
        LayoutCase(name: "a stack's last text baseline is its last text's", width: 100, view: {
            AnyView(HStack(alignment: .lastTextBaseline, spacing: 0) {
                VStack(spacing: 0) {
                    Text("a")
                    Text("b")
                }
                Text("c").font(big)
            }.font(font))
        }, expected: ["text 42.5,0 5x12.5 a", "text 42.5,12.5 5x12.5 b", "text 47.5,2.5 10x25 c"]),
        LayoutCase(name: "padding passes its content's guide on, moved by the inset", width: 100, view: {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Text("ab")
                Text("cd").alignmentGuide(.leading) { _ in 5 }.padding(.leading, 10)
            }.font(font))
        }, expected: ["text 52.5,0 10x12.5 ab", "text 47.5,12.5 10x12.5 cd"]),
    ]
}
