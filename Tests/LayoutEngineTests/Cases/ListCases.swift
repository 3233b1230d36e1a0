import Foundation
import NHSAppUI

/// List, inset grouped: rows inset 16 × 11 pt, at least 44 pt tall, separators between rows
/// inset like the content, and a lone edge-to-edge row for `nhsCardRowStyle()`.
extension LayoutCases {
    static let lists: [LayoutCase] = [
        LayoutCase(name: "rows are inset, at least 44 pt, with separators between", width: 200, view: {
            AnyView(List {
                Text("ab")
                Text("cd")
            }.font(font))
        }, expected: ["fill 0,0 200x88 r10", "text 16,15.75 10x12.5 ab", "rule 16,43.5 184x0.5", "text 16,59.75 10x12.5 cd"]),
        LayoutCase(name: "a tall row grows past 44 pt", width: 100, view: {
            AnyView(List {
                Text("aaaa bbbb cccc dddd")
            }.font(font))
        // 68 pt inside the insets hold 13 characters: "aaaa bbbb" and "cccc dddd", 45 × 25 pt.
        }, expected: ["fill 0,0 100x47 r10", "text 16,11 45x25 aaaa bbbb cccc dddd"]),
        // The edge-to-edge row's content is given the row's whole width; sections are 16 pt apart.
        LayoutCase(name: "a card row stands alone edge to edge between sections", width: 100, view: {
            AnyView(List {
                Text("ab")
                Text("cd").nhsCardRowStyle()
                Text("ef")
            }.font(font))
        }, expected: ["fill 0,0 100x44 r10", "text 16,15.75 10x12.5 ab", "text 0,60 100x12.5 cd",
                      "fill 0,88.5 100x44 r10", "text 16,104.25 10x12.5 ef"]),
        // listRowSpacing (iOS 15): rows that far apart, each on a panel of its own, no separators.
        LayoutCase(name: "with a row spacing every row is a panel of its own, that far apart", width: 200, view: {
            AnyView(List {
                Text("ab")
                Text("cd")
            }.listRowSpacing(10).font(font))
        }, expected: ["fill 0,0 200x44 r10", "text 16,15.75 10x12.5 ab", "fill 0,54 200x44 r10", "text 16,69.75 10x12.5 cd"]),
        // Between sections the section spacing stands (16 pt), not the row spacing.
        LayoutCase(name: "a row spacing keeps to the rows of a section", width: 200, view: {
            AnyView(List {
                Section { Text("ab"); Text("cd") }
                Section { Text("ef") }
            }.listRowSpacing(4).font(font))
        }, expected: ["fill 0,0 200x44 r10", "text 16,15.75 10x12.5 ab", "fill 0,48 200x44 r10", "text 16,63.75 10x12.5 cd",
                      "fill 0,108 200x44 r10", "text 16,123.75 10x12.5 ef"]),
        LayoutCase(name: "a row spacing stands between a panel and a card row too", width: 100, view: {
            AnyView(List {
                Text("ab")
                Text("cd").nhsCardRowStyle()
            }.listRowSpacing(6).font(font))
        }, expected: ["fill 0,0 100x44 r10", "text 16,15.75 10x12.5 ab", "text 0,50 100x12.5 cd"]),
    ]
}
