import Foundation
import NHSAppUI

/// safeAreaInset: the content stacked at the edge, `spacing` apart, aligned by `alignment`.
extension LayoutCases {
    static let safeAreaInsets: [LayoutCase] = [
        LayoutCase(name: "safe area inset at the bottom follows the view", width: 100, view: {
            AnyView(Color.red.frame(height: 20).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 10) })
        }, expected: ["fill 0,0 100x20", "fill 0,20 100x10"]),
        LayoutCase(name: "safe area inset at the top comes first, spacing apart", width: 100, view: {
            AnyView(Color.red.frame(height: 20).safeAreaInset(edge: .top, spacing: 4) { Color.blue.frame(height: 10) })
        }, expected: ["fill 0,0 100x10", "fill 0,14 100x20"]),
        LayoutCase(name: "safe area inset at the leading edge, centred across", width: 100, view: {
            AnyView(Color.red.frame(width: 20, height: 20).safeAreaInset(edge: .leading, spacing: 5) { Text("ab") }.font(font))
        }, expected: ["text 32.5,3.75 10x12.5 ab", "fill 47.5,0 20x20"]),
    ]
}
