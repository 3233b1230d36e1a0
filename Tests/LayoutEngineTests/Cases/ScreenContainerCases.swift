import Foundation
import NHSAppUI

/// The containers screens are built from: scroll views, lazy stacks, grids, ViewThatFits,
/// sections and the navigation bar, with their empty and overflowing cases.
extension LayoutCases {
    static let screenContainers: [LayoutCase] = [
        // Offered no height, the scroll view is as tall as its content, which it centres across.
        LayoutCase(name: "a scroll view shows its whole content", width: 100, view: {
            AnyView(ScrollView {
                Text("ab")
                Text("cd")
            }.font(font))
        }, expected: ["text 45,0 10x12.5 ab", "text 45,20.5 10x12.5 cd"]),
        LayoutCase(name: "offered a height a scroll view keeps its content's length", width: 100, view: {
            AnyView(ScrollView { Color.red.frame(width: 50, height: 300) }.frame(height: 100))
        }, expected: ["fill 25,0 50x300"]),
        LayoutCase(name: "an empty scroll view draws nothing", width: 100, view: {
            AnyView(ScrollView { })
        }, expected: []),
        LayoutCase(name: "a horizontal scroll view offers its content unlimited width", width: 30, view: {
            AnyView(ScrollView(.horizontal) {
                Text("aaaa")
                Text("bbbb")
            }.font(font))
        }, expected: ["text 0,0 20x12.5 aaaa", "text 28,0 20x12.5 bbbb"]),
        LayoutCase(name: "a lazy vstack takes the whole width", width: 100, view: {
            AnyView(LazyVStack(alignment: .leading, spacing: 0) {
                Text("ab")
                Text("abcd")
            }.font(font).background(Color.blue))
        }, expected: ["fill 0,0 100x25", "text 0,0 10x12.5 ab", "text 0,12.5 20x12.5 abcd"]),
        // Tracks: 20 fixed, then the flexible one takes 100 - 20 - 8 = 72; cells centred.
        LayoutCase(name: "a grid's fixed and flexible columns", width: 100, view: {
            AnyView(LazyVGrid(columns: [GridItem(.fixed(20)), GridItem(.flexible())], spacing: 4) {
                Text("a")
                Text("b")
                Text("c")
            }.font(font))
        }, expected: ["text 7.5,0 5x12.5 a", "text 61.5,0 5x12.5 b", "text 7.5,16.5 5x12.5 c"]),
        // floor(100 / 30) = 3 columns of 33.33 pt.
        LayoutCase(name: "adaptive columns are as many as the width holds", width: 100, view: {
            AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 30), spacing: 0)], spacing: 0) {
                ForEach(0..<4) { index in Text("x\(index)") }
            }.font(font))
        }, expected: ["text 11.67,0 10x12.5 x0", "text 45,0 10x12.5 x1", "text 78.33,0 10x12.5 x2", "text 11.67,12.5 10x12.5 x3"]),
        LayoutCase(name: "ViewThatFits shows the first child that fits", width: 100, view: {
            AnyView(ViewThatFits {
                Text("aaaa bbbb")
                Text("ab")
            }.font(font))
        }, expected: ["text 27.5,0 45x12.5 aaaa bbbb"]),
        LayoutCase(name: "ViewThatFits passes over a child too wide", width: 30, view: {
            AnyView(ViewThatFits {
                Text("aaaa bbbb")
                Text("ab")
            }.font(font))
        }, expected: ["text 10,0 10x12.5 ab"]),
        LayoutCase(name: "ViewThatFits shows the last child when none fits", width: 30, view: {
            AnyView(ViewThatFits {
                Text("aaaa bbbb")
                Text("cccc dddd eeee")
            }.font(font))
        }, expected: ["text 5,0 20x37.5 cccc dddd eeee"]),
        LayoutCase(name: "a ForEach over nothing adds nothing", width: 200, view: {
            AnyView(VStack {
                ForEach([Int](), id: \.self) { value in Text("\(value)") }
                Text("ab")
            }.font(font))
        }, expected: ["text 95,0 10x12.5 ab"]),
        // The header is footnote text (13 pt: 6.5 pt a character, 16.25 pt lines), upper case,
        // inset 16 pt, 7 pt above the panel.
        LayoutCase(name: "a section's header sits above its panel inset like the rows", width: 200, view: {
            AnyView(List {
                Section("Head") { Text("ab") }
            }.font(font))
        }, expected: ["text 16,0 26x16.25 HEAD", "fill 0,23.25 200x44 r10", "text 16,39 10x12.5 ab"]),
        // The bar's row is 44 pt; the large title (34 pt bold: 17 pt a character, 42.5 pt lines)
        // follows 3 pt below it at the 16 pt margin, and the content 8 pt below the title.
        LayoutCase(name: "the large title sits below the bar's row", width: 200, view: {
            AnyView(NavigationStack {
                Text("ab").navigationTitle("Title")
            }.font(font))
        }, expected: ["text 16,47 85x42.5 Title", "text 95,97.5 10x12.5 ab"]),
    ]
}

/// Grids of rows and columns, and the list styles.
extension LayoutCases {
    static let gridsAndListStyles: [LayoutCase] = [
        // Columns as wide as their widest one-column cell (10 and 20), 4 apart: 34 pt, centred.
        LayoutCase(name: "a grid's columns are as wide as their widest cells", width: 200, view: {
            AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Text("a"); Text("bbbb") }
                GridRow { Text("cc"); Text("d") }
                GridRow { Text("eeeeee").gridCellColumns(2) }
            }.font(font))
        }, expected: ["text 85.5,0 5x12.5 a", "text 97,0 20x12.5 bbbb", "text 83,14.5 10x12.5 cc",
                      "text 104.5,14.5 5x12.5 d", "text 85,29 30x12.5 eeeeee"]),
        LayoutCase(name: "a grid column aligned leading", width: 200, view: {
            AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Text("a").gridColumnAlignment(.leading); Text("bbbb") }
                GridRow { Text("cc"); Text("d") }
            }.font(font))
        }, expected: ["text 83,0 5x12.5 a", "text 97,0 20x12.5 bbbb", "text 83,14.5 10x12.5 cc", "text 104.5,14.5 5x12.5 d"]),
        // The colour's ideal width (10) would widen the first column past "a" (5); unsized, it
        // takes the column's 5 pt: columns 5 and 20, 4 apart, 29 pt centred at 85.5. Row two is as
        // tall as "d" (12.5), the 3 pt colour centred in it.
        LayoutCase(name: "a grid cell unsized horizontally takes its column's width", width: 200, view: {
            AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Text("a"); Text("bbbb") }
                GridRow { Color.red.frame(height: 3).gridCellUnsizedAxes(.horizontal); Text("d") }
            }.font(font))
        }, expected: ["text 85.5,0 5x12.5 a", "text 94.5,0 20x12.5 bbbb", "fill 85.5,19.25 5x3", "text 102,14.5 5x12.5 d"]),
        // Unsized vertically, the colour leaves the row to the text (12.5) and is offered that
        // height, where it would otherwise be its ideal 10: columns 4 and 10, 4 apart, 18 pt at 91.
        LayoutCase(name: "a grid cell unsized vertically takes its row's height", width: 200, view: {
            AnyView(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow { Color.blue.frame(width: 4).gridCellUnsizedAxes(.vertical); Text("ab") }
            }.font(font))
        }, expected: ["fill 91,0 4x12.5", "text 99,0 10x12.5 ab"]),
        LayoutCase(name: "an inset grouped list keeps its margins", width: 200, view: {
            AnyView(List { Text("ab") }.font(font).environment(\.listHorizontalMargin, 16))
        }, expected: ["fill 16,0 168x44 r10", "text 32,15.75 10x12.5 ab"]),
        // defaultMinListRowHeight 60: the 34.5 pt row (12.5 + 11 + 11) grows to 60, its text
        // centred (23.75 down); at 20, the row keeps its own 34.5, the text 11 down.
        LayoutCase(name: "a list's rows are at least the environment's minimum row height", width: 200, view: {
            AnyView(List { Text("ab") }.font(font).environment(\.listHorizontalMargin, 16).environment(\.defaultMinListRowHeight, 60))
        }, expected: ["fill 16,0 168x60 r10", "text 32,23.75 10x12.5 ab"]),
        LayoutCase(name: "a list row taller than a small minimum keeps its height", width: 200, view: {
            AnyView(List { Text("ab") }.font(font).environment(\.listHorizontalMargin, 16).environment(\.defaultMinListRowHeight, 20))
        }, expected: ["fill 16,0 168x34.5 r10", "text 32,11 10x12.5 ab"]),
        LayoutCase(name: "a grouped list's sections are square and full width", width: 200, view: {
            AnyView(List { Text("ab") }.listStyle(.grouped).font(font).environment(\.listHorizontalMargin, 16))
        }, expected: ["fill 0,0 200x44", "text 16,15.75 10x12.5 ab"]),
        LayoutCase(name: "a plain list has no panels", width: 200, view: {
            AnyView(List {
                Text("ab")
                Text("cd")
            }.listStyle(.plain).font(font))
        }, expected: ["text 16,15.75 10x12.5 ab", "rule 16,43.5 184x0.5", "text 16,59.75 10x12.5 cd"]),
    ]
}
