import Foundation
import NHSAppUI

/// Accessibility containers: combined elements take their subtree's frame, hidden subtrees
/// expose nothing, a button is one element the size of its label.
extension LayoutCases {
    static let accessibility: [LayoutCase] = [
        LayoutCase(name: "a combined element has its subtree's frame and joined labels", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Text("cd")
            }.font(font).accessibilityElement(children: .combine))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd"], expectedElements: ["ab, cd 45,0 10x25"]),
        LayoutCase(name: "a hidden subtree is drawn and exposes nothing", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab").accessibilityHidden(true)
                Text("cd")
            }.font(font))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd"], expectedElements: ["cd 45,12.5 10x12.5"]),
        LayoutCase(name: "a button is one element with its label's frame", width: 100, view: {
            AnyView(Button(action: {}) {
                HStack(spacing: 0) {
                    Text("ab")
                    Text("cd")
                }
            }.font(font))
        }, expected: ["text 40,0 10x12.5 ab", "text 50,0 10x12.5 cd"], expectedElements: ["ab, cd 40,0 20x12.5"]),
    ]
}
