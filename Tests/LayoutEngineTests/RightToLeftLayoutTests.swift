import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// Its children side by side, each at its ideal size, in written order along x: a layout that
/// knows nothing of direction, as most written for SwiftUI do.
private struct SideBySide: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width
        }
    }
}

/// Layout right to left, as SwiftUI mirrors it: a container's children are placed as left to
/// right and mirrored within its bounds (stacks run from the right, leading is on the right,
/// your own layouts too), offsets grow leftwards, a rounded rectangle's leading corners are its
/// right-hand ones, `forward` symbols point left; what a leaf draws is not mirrored. Frames
/// worked out by hand on a 100-point page.
@Suite struct RightToLeftLayoutTests {
    static let font = Font.custom("Fake", size: 10)

    private func frames(_ view: some View, _ direction: LayoutDirection = .rightToLeft) throws -> [String] {
        var environment = EnvironmentValues()
        environment.layoutDirection = direction
        let list = try LayoutHarness.layout(view.font(Self.font), width: 100, environment: environment).displayList
        return LayoutHarness.frames(list)
    }

    @Test func aStackRunsFromTheRightAndLeadingIsOnTheRight() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }.frame(width: 100, alignment: .leading)
        #expect(try frames(row, .leftToRight) == ["fill 0,0 10x10", "fill 10,0 20x10"])
        #expect(try frames(row) == ["fill 90,0 10x10", "fill 70,0 20x10"])
    }

    @Test func leadingPaddingAndLeadingAlignmentAreOnTheRight() throws {
        let column = VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        .padding(.leading, 10)
        .frame(width: 100, alignment: .leading)
        // The column is 40 wide, 10 in from the right; the narrower child hugs its leading (right) edge.
        #expect(try frames(column) == ["fill 50,0 40x10", "fill 70,10 20x10"])
    }

    @Test func backgroundsAndOverlaysAlignToTheLeadingEdgeOnTheRight() throws {
        let view = Color.clear.frame(width: 100, height: 20)
            .overlay(alignment: .topLeading) { Color.red.frame(width: 10, height: 10) }
        #expect(try frames(view) == ["fill 90,0 10x10"])
    }

    @Test func yourOwnLayoutIsMirroredAndReadsTheDirection() throws {
        let view = SideBySide {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }.frame(width: 100, alignment: .leading)
        #expect(try frames(view) == ["fill 90,0 10x10", "fill 60,0 30x10"])
    }

    @Test func aSubtreeSetsItsOwnDirection() throws {
        // A left-to-right row inside a right-to-left page, and the other way round.
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        let ltrInside = VStack(alignment: .leading, spacing: 0) {
            row.environment(\.layoutDirection, .leftToRight)
            Color.green.frame(width: 50, height: 10)
        }.frame(width: 100, alignment: .leading)
        // The column is 50 wide at the right (50...100); the row, leading-aligned in it, starts at
        // its right edge, but runs left to right inside: red, then blue.
        #expect(try frames(ltrInside) == ["fill 70,0 10x10", "fill 80,0 20x10", "fill 50,10 50x10"])
        let rtlInside = row.environment(\.layoutDirection, .rightToLeft).frame(width: 100, alignment: .leading)
        #expect(try frames(rtlInside, .leftToRight) == ["fill 20,0 10x10", "fill 0,0 20x10"])
    }

    @Test func aSectionOrRowWithADirectionOfItsOwnIsStillOneInAList() throws {
        let list = List {
            Section("Head") {
                Text("a").listRowInsets(EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0))
                Text("b")
            }
            .environment(\.layoutDirection, .rightToLeft)
        }.frame(height: 200)
        let page = try LayoutHarness.layout(list.font(Self.font), width: 100).displayList
        let texts = page.textItems.map(\.spec.string)
        // Still a section: its header is styled as one (upper case), its rows are rows, and the
        // first row keeps its insets.
        #expect(texts == ["HEAD", "a", "b"])
        let a = try #require(page.textItems.first { $0.spec.string == "a" })
        let b = try #require(page.textItems.first { $0.spec.string == "b" })
        #expect(a.frame.minX > b.frame.minX)
        #expect(page.textItems.allSatisfy { $0.spec.string == "HEAD" || $0.spec.direction == .leftToRight })
    }

    @Test func anOffsetGrowsTowardsTheLeadingEdge() throws {
        let view = Color.red.frame(width: 10, height: 10).offset(x: 5).frame(width: 100, alignment: .leading)
        #expect(try frames(view) == ["fill 85,0 10x10"])
    }

    @Test func textSitsAtTheLeadingEdgeAndIsNotMirrored() throws {
        let view = Text("abcd").frame(width: 100, alignment: .leading)
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let list = try LayoutHarness.layout(view.font(Self.font), width: 100, environment: environment).displayList
        let text = try #require(list.textItems.first)
        #expect(text.frame == CGRect(x: 80, y: 0, width: 20, height: 12.5))
        // An English paragraph runs left to right whatever the layout; its leading alignment is
        // the layout's leading side, the right: the paragraph's trailing end.
        #expect(text.spec.direction == .leftToRight && text.spec.alignment == .trailing)
    }

    @Test func aParagraphRunsTheWayItsFirstStrongCharacterDoes() throws {
        func spec(_ string: String, _ direction: LayoutDirection) throws -> TextSpec {
            var environment = EnvironmentValues()
            environment.layoutDirection = direction
            let list = try LayoutHarness.layout(Text(string).font(Self.font), width: 100, environment: environment).displayList
            return try #require(list.textItems.first).spec
        }
        // Arabic in a left-to-right layout: a right-to-left paragraph, aligned to the layout's
        // leading side, the left, its trailing end.
        let arabic = try spec("مرحبا NHS", .leftToRight)
        #expect(arabic.direction == .rightToLeft && arabic.alignment == .trailing)
        // Digits and punctuation have no direction of their own: the layout's.
        #expect(try spec("09:00", .rightToLeft).direction == .rightToLeft)
        #expect(try spec("09:00", .rightToLeft).alignment == .leading)
        #expect(try spec("1. NHS", .rightToLeft).direction == .leftToRight)
    }

    @Test func aRoundedRectanglesLeadingCornersAreOnTheRight() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 2).fill(Color.red).frame(width: 20, height: 10)
        // Centred on the page either way; the corners swap sides.
        #expect(try frames(shape, .leftToRight) == ["fill 40,0 20x10 r4/0/2/0c"])
        #expect(try frames(shape) == ["fill 40,0 20x10 r0/4/0/2c"])
    }

    @Test func aViewThatAsksIsDrawnMirroredRightToLeftOnly() throws {
        let arrow = Triangle().fill(Color.red).frame(width: 20, height: 10).flipsForRightToLeftLayoutDirection(true)
        var environment = EnvironmentValues()
        let ltr = try LayoutHarness.layout(arrow, width: 100, environment: environment).displayList.dump()
        environment.layoutDirection = .rightToLeft
        let rtl = try LayoutHarness.layout(arrow, width: 100, environment: environment).displayList.dump()
        let plain = try LayoutHarness.layout(Triangle().fill(Color.red).frame(width: 20, height: 10), width: 100,
                                             environment: environment).displayList.dump()
        #expect(ltr == plain)
        #expect(rtl != plain)
        // Mirrored about the middle of its frame (40...60): x becomes 100 - x.
        #expect(rtl.contains("transform [-1 0 0 1 100 0]"))
    }

    @Test func forwardSymbolsPointTheWayReadingGoes() {
        #expect(Image.drawnSymbol("chevron.forward", .leftToRight) == "chevron.right")
        #expect(Image.drawnSymbol("chevron.forward", .rightToLeft) == "chevron.left")
        #expect(Image.drawnSymbol("arrow.backward.circle.fill", .rightToLeft) == "arrow.right.circle.fill")
        #expect(Image.drawnSymbol("chevron.right", .rightToLeft) == "chevron.right")
    }

    @Test func aListMirrorsItsInsetsCaptionsAndSeparators() throws {
        let list = List {
            Section("Head") {
                Text("a")
                Text("b")
            }
        }.frame(height: 200)
        let ltr = try frames(list, .leftToRight)
        let rtl = try frames(list)
        // Every rect that is not symmetric about the page's middle moves to its mirror image.
        func mirrored(_ entry: String) -> String {
            let parts = entry.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count >= 3, let comma = parts[1].firstIndex(of: ","), let x = Double(parts[1][..<comma]),
                  let times = parts[2].firstIndex(of: "x"), let width = Double(parts[2][..<times]) else { return entry }
            let y = parts[1][parts[1].index(after: comma)...]
            return "\(parts[0]) \(DumpFormat.number(100 - x - width)),\(y) \(parts[2])"
        }
        let rules = ltr.filter { $0.hasPrefix("rule") }
        #expect(!rules.isEmpty)
        #expect(rtl.filter { $0.hasPrefix("rule") } == rules.map(mirrored))
        let texts = ltr.filter { $0.hasPrefix("text") }.map { $0.split(separator: " ")[1] }
        #expect(texts.count == 3)
        #expect(rtl.filter { $0.hasPrefix("text") }.map { $0.split(separator: " ")[1] }
            != texts)
    }
}
