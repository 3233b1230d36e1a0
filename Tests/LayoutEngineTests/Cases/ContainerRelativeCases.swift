import Foundation
import NHSAppUI

/// containerRelativeFrame: a fixed frame of the container's length (here the page, 100 or 130
/// wide, offered no height) on the axes named; the content is offered that length and centred.
extension LayoutCases {
    static let containerRelativeFrames: [LayoutCase] = [
        LayoutCase(name: "a container-relative width is the page's", width: 100, view: {
            AnyView(Text("ab").containerRelativeFrame(.horizontal).font(font))
        }, expected: ["text 45,0 10x12.5 ab"]),
        // Four columns 10 apart in 130: (130 - 30) / 4 = 25 each; two of them and a gap: 60.
        LayoutCase(name: "a carousel item spans two of four columns", width: 130, view: {
            AnyView(ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3, id: \.self) { _ in
                        Color.red.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10).frame(height: 20)
                    }
                }
            })
        }, expected: ["fill 0,0 60x20", "fill 70,0 60x20", "fill 140,0 60x20"]),
        LayoutCase(name: "a container-relative width worked out by a closure", width: 100, view: {
            AnyView(Color.red.containerRelativeFrame(.horizontal, alignment: .leading) { length, _ in length / 4 }
                .frame(height: 10))
        }, expected: ["fill 37.5,0 25x10"]),
        // The page gives no height: the vertical axis is left to the proposal, as an unset
        // frame length is, so the text keeps its own height.
        LayoutCase(name: "an axis the container gives no length follows the proposal", width: 100, view: {
            AnyView(Text("ab").containerRelativeFrame([.horizontal, .vertical]).font(font))
        }, expected: ["text 45,0 10x12.5 ab"]),
    ]
}
