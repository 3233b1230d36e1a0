import Foundation
import NHSAppUI

/// iOS 17's `contentMargins(_:_:for:)`: a scroll view's content starts inside the margins; a
/// list's sections keep them from its sides and ends; indicator margins change nothing drawn.
extension LayoutCases {
    static let contentMargins: [LayoutCase] = [
        // The colour takes the 60 pt the margins leave of 100; 10 pt tall, 20 pt down.
        LayoutCase(name: "a scroll view's content starts inside its content margins", width: 100, view: {
            AnyView(ScrollView { Color.red.frame(height: 10) }.contentMargins(20))
        }, expected: ["fill 20,20 60x10"]),
        LayoutCase(name: "content margins on some edges leave the others", width: 100, view: {
            AnyView(ScrollView { Color.red.frame(height: 10) }.contentMargins(.horizontal, 30))
        }, expected: ["fill 30,0 40x10"]),
        LayoutCase(name: "margins for the scroll indicators change nothing drawn", width: 100, view: {
            AnyView(ScrollView { Color.red.frame(height: 10) }.contentMargins(20, for: .scrollIndicators))
        }, expected: ["fill 0,0 100x10"]),
        // The panel keeps 24 pt from either side (152 of 200 wide); its row's content 16 pt inside it.
        LayoutCase(name: "a list's sections keep its side content margins", width: 200, view: {
            AnyView(List { Text("ab") }.contentMargins(.horizontal, 24).font(font))
        }, expected: ["fill 24,0 152x44 r10", "text 40,15.75 10x12.5 ab"]),
        LayoutCase(name: "a list's top content margin is space above its first section", width: 200, view: {
            AnyView(List { Text("ab") }.contentMargins(.top, 12).font(font))
        }, expected: ["fill 0,12 200x44 r10", "text 16,27.75 10x12.5 ab"]),
    ]
}
