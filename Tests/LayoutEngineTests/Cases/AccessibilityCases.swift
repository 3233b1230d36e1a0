import Foundation
import NHSAppUI

/// Accessibility containers: combined and ignoring elements take their subtree's frame, hidden
/// subtrees expose nothing, a button is one element the size of its label, containers and the
/// screen read their elements in sort-priority order.
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
        LayoutCase(name: "an ignoring element reads only its own label over its subtree's frame", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Text("cd")
            }.font(font).accessibilityElement().accessibilityLabel("Both"))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd"], expectedElements: ["Both 45,0 10x25"]),
        LayoutCase(name: "an ignoring element without a label reads its value", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Text("cd")
            }.font(font).accessibilityElement(children: .ignore).accessibilityValue("3"))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd"], expectedElements: ["3 45,0 10x25"]),
        LayoutCase(name: "a container keeps its elements, ordered by sort priority, and lends them no label", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Text("cd").accessibilitySortPriority(1)
            }.font(font).accessibilityElement(children: .contain).accessibilityLabel("Pair"))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd"],
           expectedElements: ["cd 45,12.5 10x12.5", "ab 45,0 10x12.5"]),
        LayoutCase(name: "the screen reads higher sort priorities first, equal ones in order", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                Text("cd").accessibilitySortPriority(-1)
                Text("ef").accessibilitySortPriority(2)
                Text("gh")
            }.font(font))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd", "text 45,25 10x12.5 ef", "text 45,37.5 10x12.5 gh"],
           expectedElements: ["ef 45,25 10x12.5", "ab 45,0 10x12.5", "gh 45,37.5 10x12.5", "cd 45,12.5 10x12.5"]),
        LayoutCase(name: "a sort priority moves a subtree's elements together", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab")
                HStack(spacing: 0) {
                    Text("cd")
                    Text("ef")
                }.accessibilitySortPriority(1)
            }.font(font))
        }, expected: ["text 45,0 10x12.5 ab", "text 40,12.5 10x12.5 cd", "text 50,12.5 10x12.5 ef"],
           expectedElements: ["cd 40,12.5 10x12.5", "ef 50,12.5 10x12.5", "ab 45,0 10x12.5"]),
        LayoutCase(name: "a container's elements stay together among the screen's", width: 100, view: {
            AnyView(VStack(spacing: 0) {
                Text("ab").accessibilitySortPriority(-1)
                VStack(spacing: 0) {
                    Text("cd")
                    Text("ef").accessibilitySortPriority(3)
                }.accessibilityElement(children: .contain)
                Text("gh").accessibilitySortPriority(1)
            }.font(font))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,12.5 10x12.5 cd", "text 45,25 10x12.5 ef", "text 45,37.5 10x12.5 gh"],
           expectedElements: ["gh 45,37.5 10x12.5", "ef 45,25 10x12.5", "cd 45,12.5 10x12.5", "ab 45,0 10x12.5"]),
    ]
}
