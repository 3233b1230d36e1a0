import Foundation
import Testing
import ViewKit

/// `Path.trimmedPath(from:to:)` and `Shape.trim(from:to:)`: a part of the outline by length.
@Suite struct PathTrimmingTests {
    @Test func aLineIsCutWhereTheFractionsFall() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        #expect(line.trimmedPath(from: 0.25, to: 0.5).elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 50, y: 0))])
    }

    @Test func aClosedRectangleRunsRoundItsClosingLine() {
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Half of the 400 pt perimeter: the top and the right side.
        #expect(square.trimmedPath(from: 0, to: 0.5).elements
                    == [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100))])
        // The last eighth is the closing line, from (0, 50) back up to the start.
        #expect(square.trimmedPath(from: 0.875, to: 1).elements == [.move(to: CGPoint(x: 0, y: 50)), .line(to: .zero)])
    }

    @Test func aQuarterOfACircleIsItsFirstCurve() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(quarter.elements.count == 2)
        #expect(quarter.elements.first == circle.elements.first)
        guard case .curve(let end, _, _)? = quarter.elements.last else { Issue.record("no curve"); return }
        // From three o'clock clockwise (y grows downwards) to six o'clock.
        #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 40) < 1e-9)
    }

    @Test func aCurveCutInsideKeepsItsShape() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let part = circle.trimmedPath(from: 0.1, to: 0.15)
        guard case .move(let start)? = part.elements.first, case .curve(let end, _, _)? = part.elements.last else {
            Issue.record("not a curve: \(part.elements)"); return
        }
        // On the circle, a tenth and three twentieths of the way round.
        for (point, turn) in [(start, 0.1), (end, 0.15)] {
            let angle = 2 * Double.pi * turn
            #expect(abs(point.x - (20 + 20 * cos(angle))) < 0.05 && abs(point.y - (20 + 20 * sin(angle))) < 0.05)
        }
    }

    @Test func emptyAndWholeRanges() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(circle.trimmedPath(from: -1, to: 2) == circle)
        #expect(circle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: 0.5) == circle.trimmedPath(from: 0, to: 0.5))
        #expect(Path().trimmedPath(from: 0.2, to: 0.4).isEmpty)
    }

    @Test func aTrimmedShapesOutlineIsTheTrimmedPath() {
        let rect = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(Circle().trim(from: 0.2, to: 0.7).path(in: rect) == Circle().path(in: rect).trimmedPath(from: 0.2, to: 0.7))
        #expect(Rectangle().trim(to: 0.25).path(in: rect).elements == [.move(to: .zero), .line(to: CGPoint(x: 30, y: 0))])
    }
}
