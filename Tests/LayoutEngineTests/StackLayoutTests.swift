import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Layout tests as data: a view tree in, frames out, with the fixed-advance measurer
/// (a 10 pt font advances 5 pt a character and has 12.5 pt lines). As in SwiftUI, the root
/// view is centred horizontally on the page when it is narrower than it.
@Suite struct StackLayoutTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let width: CGFloat
        let view: @Sendable () -> AnyView
        let expected: [String]
        var description: String { name }
    }

    static let font = Font.custom("Fake", size: 10)

    static let cases: [Case] = [
        Case(name: "vstack spacing and leading alignment", width: 200, view: {
            AnyView(VStack(alignment: .leading, spacing: 8) {
                Text("abcd")
                Text("ab")
            }.font(font))
        }, expected: ["text 90,0 20x12.5 abcd", "text 90,20.5 10x12.5 ab"]),
        Case(name: "vstack centres narrower children", width: 200, view: {
            AnyView(VStack(spacing: 0) {
                Text("abcd")
                Text("ab")
            }.font(font))
        }, expected: ["text 90,0 20x12.5 abcd", "text 95,12.5 10x12.5 ab"]),
        Case(name: "hstack gives the text what fixed children leave", width: 100, view: {
            AnyView(HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 20)
                Text("aaaa bbbb cccc dddd")
            }.font(font))
        }, expected: ["fill 0,2.5 20x20", "text 30,0 70x25 aaaa bbbb cccc dddd"]),
        Case(name: "spacer pushes the trailing child to the end", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Text("ab")
                Spacer()
                Text("cd")
            }.font(font))
        }, expected: ["text 0,0 10x12.5 ab", "text 90,0 10x12.5 cd"]),
        Case(name: "frame maxWidth infinity takes the proposal", width: 120, view: {
            AnyView(Text("ab").font(font).frame(maxWidth: .infinity, alignment: .trailing).background(Color.blue))
        }, expected: ["fill 0,0 120x12.5", "text 110,0 10x12.5 ab"]),
        Case(name: "padding insets the child and grows the view", width: 100, view: {
            AnyView(Text("ab").font(font).padding(10).background(Color.blue))
        }, expected: ["fill 35,0 30x32.5", "text 45,10 10x12.5 ab"]),
        Case(name: "fixed frame centres its child", width: 100, view: {
            AnyView(Text("ab").font(font).frame(width: 50, height: 50))
        }, expected: ["text 45,18.75 10x12.5 ab"]),
        Case(name: "layout priority serves the higher child first", width: 100, view: {
            AnyView(HStack(spacing: 0) {
                Text("aaaa aaaa aaaa")
                Text("bbbb bbbb bbbb").layoutPriority(1)
            }.font(font))
        }, expected: ["text 5,0 20x37.5 aaaa aaaa aaaa", "text 25,12.5 70x12.5 bbbb bbbb bbbb"]),
        // The fake's first baseline is 1 em below the top: 20 pt for a 20 pt font, 10 for 10.
        Case(name: "hstack first text baselines meet", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("ab").font(big)
                Text("cd")
            }.font(font))
        }, expected: ["text 85,0 20x25 ab", "text 105,10 10x12.5 cd"]),
        Case(name: "a view without text sits on the baseline by its bottom", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                Color.red.frame(width: 10, height: 30)
                Text("ab")
            }.font(font))
        }, expected: ["fill 90,0 10x30", "text 100,20 10x12.5 ab"]),
        Case(name: "a padded stack's baseline is its first text's", width: 200, view: {
            AnyView(HStack(alignment: .firstTextBaseline, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("ab").font(big)
                    Text("cd")
                }.padding(5)
                Text("ef")
            }.font(font))
        }, expected: ["text 85,5 20x25 ab", "text 85,30 10x12.5 cd", "text 110,15 10x12.5 ef"]),
    ]

    static let big = Font.custom("Fake", size: 20)

    @Test(arguments: cases)
    func frames(_ testCase: Case) throws {
        let screen = try LayoutHarness.layout(testCase.view(), width: testCase.width)
        #expect(LayoutHarness.frames(screen.displayList) == testCase.expected)
    }
}
