import Foundation
import NHSAppUI

/// ZStack: as large as its largest child, every child offered the whole proposal and aligned.
extension LayoutCases {
    static let zstacks: [LayoutCase] = [
        LayoutCase(name: "zstack is its largest child and centres the rest", width: 100, view: {
            AnyView(ZStack {
                Color.red.frame(width: 40, height: 20)
                Text("ab")
            }.font(font))
        }, expected: ["fill 30,0 40x20", "text 45,3.75 10x12.5 ab"]),
        LayoutCase(name: "zstack top leading", width: 100, view: {
            AnyView(ZStack(alignment: .topLeading) {
                Color.red.frame(width: 40, height: 20)
                Text("ab")
            }.font(font))
        }, expected: ["fill 30,0 40x20", "text 30,0 10x12.5 ab"]),
        LayoutCase(name: "zstack bottom trailing", width: 100, view: {
            AnyView(ZStack(alignment: .bottomTrailing) {
                Color.red.frame(width: 40, height: 20)
                Text("ab")
            }.font(font))
        }, expected: ["fill 30,0 40x20", "text 60,7.5 10x12.5 ab"]),
        LayoutCase(name: "zstack children are offered the whole proposal", width: 100, view: {
            AnyView(ZStack {
                Color.blue
                Text("ab")
            }.font(font).frame(width: 60, height: 30))
        }, expected: ["fill 20,0 60x30", "text 45,8.75 10x12.5 ab"]),
    ]
}
