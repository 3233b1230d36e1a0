import Foundation
import NHSAppUI

/// VStack and HStack: spacing, alignment, sharing space by flexibility and priority, first text baselines.
extension LayoutCases {
    static let stacks: [LayoutCase] = [
        LayoutCase(name: "vstack spacing and leading alignment", width: 200, view: {
            AnyView(VStack(alignment: .leading, spacing: 8) {
                Text("abcd")
                Text("ab")
            }.font(font))
        }, expected: ["text 90,0 20x12.5 abcd", "text 90,20.5 10x12.5 ab"]),
        LayoutCase(name: "vstack centres narrower children", width: 200, view: {
            AnyView(VStack(spacing: 0) {
                Text("abcd")
                Text("ab")
            }.font(font))
        }, expected: ["text 90,0 20x12.5 abcd", "text 95,12.5 10x12.5 ab"]),
        LayoutCase(name: "hstack gives the text what fixed children leave", width: 100, view: {
            AnyView(HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20)
                Text("aaaa bbbb cccc dddd")
            }.font(font))
        }, expected: ["fill 0,2.5 20x20", "text 30,0 70x25 aaaa bbbb cccc dddd"]),
        LayoutCase(name: "layout priority serves the higher child first", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Text("aaaa aaaa aaaa")
                Text("bbbb bbbb bbbb").layoutPriority(1)
            }.font(font))
        }, expected: ["text 5,0 20x37.5 aaaa aaaa aaaa", "text 25,12.5 70x12.5 bbbb bbbb bbbb"]),
        // The fake's first baseline is 1 em below the top: 20 pt for a 20 pt font, 10 for 10.
        LayoutCase(name: "hstack first text baselines meet", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("ab").font(big)
                Text("cd")
            }.font(font))
        }, expected: ["text 85,0 20x25 ab", "text 105,10 10x12.5 cd"]),
        LayoutCase(name: "a view without text sits on the baseline by its bottom", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Text("ab")
            }.font(font))
        }, expected: ["fill 90,0 10x30", "text 100,20 10x12.5 ab"]),
        LayoutCase(name: "a padded stack's baseline is its first text's", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("ab").font(big)
                    Text("cd")
                }.padding(5)
                Text("ef")
            }.font(font))
        }, expected: ["text 85,5 20x25 ab", "text 85,30 10x12.5 cd", "text 110,15 10x12.5 ef"]),
    ]

}
