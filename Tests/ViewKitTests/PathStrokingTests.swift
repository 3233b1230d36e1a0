import Foundation
import Testing
import ViewKit

/// `strokedPath(_:)`, as SwiftUI's: the area a stroke covers, as a path filled by the non-zero
/// rule, with the style's width, caps, joins, miter limit and dashes.
@Suite struct PathStrokingTests {
    private let line = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
    }
    private let corner = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
    }

    private func covers(_ path: Path, _ style: StrokeStyle, _ x: CGFloat, _ y: CGFloat) -> Bool {
        path.strokedPath(style).contains(CGPoint(x: x, y: y))
    }

    @Test func aLineIsABandAsWideAsTheStroke() {
        let style = StrokeStyle(lineWidth: 10)
        #expect(covers(line, style, 50, 4.9) && covers(line, style, 50, -4.9))
        #expect(!covers(line, style, 50, 5.1) && !covers(line, style, 50, -5.1))
        // Butt ends stop at the end points.
        #expect(!covers(line, style, -0.5, 0) && !covers(line, style, 100.5, 0))
    }

    @Test func capsReachPastTheEnds() {
        let round = StrokeStyle(lineWidth: 10, lineCap: .round)
        #expect(covers(line, round, -4.5, 0) && covers(line, round, 103, 3))
        #expect(!covers(line, round, -5.5, 0) && !covers(line, round, -4, -4), "a half circle, not a square")
        let square = StrokeStyle(lineWidth: 10, lineCap: .square)
        #expect(covers(line, square, -4.9, 4.9) && covers(line, square, 104.9, -4.9))
        #expect(!covers(line, square, -5.1, 0))
    }

    @Test func joinsFillTheOuterCorner() {
        let miter = StrokeStyle(lineWidth: 10, lineJoin: .miter)
        #expect(covers(corner, miter, 104.9, -4.9))
        let bevel = StrokeStyle(lineWidth: 10, lineJoin: .bevel)
        #expect(covers(corner, bevel, 102, -2) && !covers(corner, bevel, 104.5, -4.5))
        let round = StrokeStyle(lineWidth: 10, lineJoin: .round)
        #expect(covers(corner, round, 103, -3) && !covers(corner, round, 104.5, -4.5))
        // The inner side is the bands' own overlap.
        #expect(covers(corner, miter, 96, 4) && !covers(corner, miter, 94, 6))
    }

    @Test func aSharpCornerPastTheMiterLimitIsBevelled() {
        // Lines meeting at about 11°: the miter would reach about 10 line widths out.
        let sharp = Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLine(to: CGPoint(x: 0, y: 20))
        }
        let pointed = StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 20)
        let limited = StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 4)
        // The miter's tip lies about 10 pt out along the corner's bisector, near (110, -1).
        #expect(covers(sharp, pointed, 108, -0.8))
        #expect(!covers(sharp, limited, 108, -0.8) && covers(sharp, limited, 100.03, -0.3))
    }

    @Test func dashesLeaveGaps() {
        let dashed = StrokeStyle(lineWidth: 2, dash: [10, 10])
        #expect(covers(line, dashed, 5, 0) && !covers(line, dashed, 15, 0) && covers(line, dashed, 25, 0))
        #expect(covers(line, dashed, 85, 0) && !covers(line, dashed, 95, 0), "the last ten are a gap")
        // Five into the pattern: dash to 5, gap to 15, dash to 25.
        let shifted = StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 5)
        #expect(covers(line, shifted, 2, 0) && !covers(line, shifted, 10, 0) && covers(line, shifted, 20, 0))
        // Dashes of no length with round caps are dots.
        let dots = StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10])
        #expect(covers(line, dots, 10, 1.5) && !covers(line, dots, 5, 0))
    }

    @Test func aClosedShapesOutlineLeavesItsInsideEmpty() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let style = StrokeStyle(lineWidth: 4)
        #expect(covers(square, style, 50, 1.9) && covers(square, style, 98.5, 50) && covers(square, style, -1.9, -1.9))
        #expect(!covers(square, style, 50, 50) && !covers(square, style, 50, -2.1))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(covers(circle, style, 50, 1) && covers(circle, style, 99, 50) && covers(circle, style, 15, 15))
        #expect(!covers(circle, style, 50, 50) && !covers(circle, style, 50, 4))
    }

    @Test func nothingToStrokeIsAnEmptyPath() {
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 3)).isEmpty)
        let dot = Path { $0.move(to: CGPoint(x: 5, y: 5)); $0.addLine(to: CGPoint(x: 5, y: 5)) }
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty, "butt caps draw nothing for no length")
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).contains(CGPoint(x: 6, y: 6)))
        // A move alone draws nothing, whatever the caps.
        let moves = Path { $0.move(to: CGPoint(x: 5, y: 5)); $0.move(to: CGPoint(x: 9, y: 9)) }
        #expect(moves.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
    }
}
