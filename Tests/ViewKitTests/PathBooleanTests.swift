import Foundation
import Testing
import ViewKit

/// iOS 17's boolean operations on `Path` and `Shape`: areas combined (union, intersection,
/// subtracting, symmetric difference, normalized) into outlines that fill alike by either rule,
/// and lines cut by another path's area (line intersection and subtraction).
@Suite struct PathBooleanTests {
    private let left = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    private let right = Path(CGRect(x: 5, y: 5, width: 10, height: 10))

    /// The sub-paths of `path` (made of moves, lines and closes) as lists of points, with whether each is closed.
    private func subpaths(_ path: Path) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        for element in path.elements {
            switch element {
            case .move(let point): result.append(([point], false))
            case .line(let point): result[result.count - 1].points.append(point)
            case .closeSubpath: result[result.count - 1].closed = true
            case .quadCurve, .curve: Issue.record("a boolean result has only straight lines")
            }
        }
        return result
    }

    /// Each closed sub-path's signed area (shoelace; positive is clockwise on the screen, y down).
    private func signedAreas(_ path: Path) -> [CGFloat] {
        subpaths(path).filter(\.closed).map { loop in
            let points = loop.points
            return points.indices.reduce(CGFloat(0)) { sum, index in
                let a = points[index], b = points[(index + 1) % points.count]
                return sum + (a.x * b.y - b.x * a.y)
            } / 2
        }
    }

    private func area(_ path: Path) -> CGFloat { signedAreas(path).reduce(0, +) }

    /// Whether both fill rules agree on `path` over a grid of points across `rect` (off the grid of edges).
    private func rulesAgree(_ path: Path, over rect: CGRect, step: CGFloat = 0.5) -> Bool {
        stride(from: rect.minX + step / 2, to: rect.maxX, by: step).allSatisfy { x in
            stride(from: rect.minY + step / 2, to: rect.maxY, by: step).allSatisfy { y in
                path.contains(CGPoint(x: x, y: y)) == path.contains(CGPoint(x: x, y: y), eoFill: true)
            }
        }
    }

    @Test func overlappingSquares() {
        let union = left.union(right)
        #expect(abs(area(union) - 175) < 1e-9)
        #expect(subpaths(union).count == 1 && subpaths(union)[0].points.count == 8, "one outline, eight corners")
        #expect(union.contains(CGPoint(x: 2, y: 2)) && union.contains(CGPoint(x: 7, y: 7)) && union.contains(CGPoint(x: 12, y: 12)))
        #expect(!union.contains(CGPoint(x: 2, y: 12)) && !union.contains(CGPoint(x: 12, y: 2)))

        let intersection = left.intersection(right)
        #expect(abs(area(intersection) - 25) < 1e-9)
        #expect(intersection.boundingRect == CGRect(x: 5, y: 5, width: 5, height: 5))

        let subtracting = left.subtracting(right)
        #expect(abs(area(subtracting) - 75) < 1e-9)
        #expect(subtracting.contains(CGPoint(x: 2, y: 2)) && !subtracting.contains(CGPoint(x: 7, y: 7)))

        let difference = left.symmetricDifference(right)
        #expect(abs(area(difference) - 150) < 1e-9)
        #expect(!difference.contains(CGPoint(x: 7, y: 7)) && difference.contains(CGPoint(x: 12, y: 12)))
        for path in [union, intersection, subtracting, difference] {
            #expect(rulesAgree(path, over: CGRect(x: -1, y: -1, width: 17, height: 17)))
            #expect(signedAreas(path).allSatisfy { $0 > 0 }, "outer outlines run clockwise on the screen")
        }
    }

    @Test func squaresSharingAnEdgeBecomeOneRectangle() {
        let next = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
        let union = left.union(next)
        #expect(subpaths(union).count == 1)
        #expect(Set(subpaths(union)[0].points.map { [$0.x, $0.y] }) == [[0, 0], [20, 0], [20, 10], [0, 10]])
        #expect(left.intersection(next).isEmpty, "they share only an edge: no area")
    }

    @Test func separateShapes() {
        let far = Path(CGRect(x: 30, y: 30, width: 5, height: 5))
        #expect(subpaths(left.union(far)).count == 2)
        #expect(abs(area(left.union(far)) - 125) < 1e-9)
        #expect(left.intersection(far).isEmpty)
        #expect(abs(area(left.subtracting(far)) - 100) < 1e-9)
    }

    @Test func holesRunTheOtherWay() {
        let hole = Path(CGRect(x: 3, y: 3, width: 4, height: 4))
        let ring = left.subtracting(hole)
        #expect(abs(area(ring) - 84) < 1e-9)
        #expect(signedAreas(ring).sorted() == [-16, 100], "the hole anticlockwise, the outline clockwise")
        #expect(!ring.contains(CGPoint(x: 5, y: 5)) && !ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
    }

    @Test func normalizedFollowsTheRuleGiven() {
        // Two squares drawn the same way round, one inside the other.
        var nested = left
        nested.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(abs(area(nested.normalized()) - 84) < 1e-9, "even-odd by default: the inner square is a hole")
        #expect(abs(area(nested.normalized(eoFill: false)) - 100) < 1e-9, "non-zero: filled through")

        // A five-pointed star drawn in one stroke: its middle is filled by the non-zero rule only.
        let star = Path { path in
            let points = (0..<5).map { index -> CGPoint in
                let angle = -CGFloat.pi / 2 + CGFloat(index * 2) * 2 * .pi / 5
                return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
            }
            path.move(to: points[0])
            for point in points.dropFirst() { path.addLine(to: point) }
            path.closeSubpath()
        }
        let middle = CGPoint(x: 50, y: 50)
        #expect(!star.normalized().contains(middle) && star.normalized(eoFill: false).contains(middle))
        #expect(star.normalized(eoFill: false).contains(CGPoint(x: 50, y: 15)), "a point of the star")
        #expect(rulesAgree(star.normalized(eoFill: false), over: CGRect(x: 0, y: 0, width: 100, height: 100), step: 1.5))
        #expect(rulesAgree(star.normalized(), over: CGRect(x: 0, y: 0, width: 100, height: 100), step: 1.5))
    }

    @Test func curvesAreFollowedClosely() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        let quarter = circle.intersection(Path(CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(abs(area(quarter) - .pi * 100 / 4) < 0.5, "a quarter of the disc, within half a square point")
        #expect(quarter.contains(CGPoint(x: 15, y: 15)) && !quarter.contains(CGPoint(x: 19, y: 19)))
    }

    @Test func linesCutByAnArea() {
        let across = Path { path in
            path.move(to: CGPoint(x: -5, y: 5))
            path.addLine(to: CGPoint(x: 15, y: 5))
        }
        let inside = subpaths(across.lineIntersection(left))
        #expect(inside.count == 1 && !inside[0].closed)
        #expect(inside[0].points == [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        let outside = subpaths(across.lineSubtraction(left))
        #expect(outside.map(\.points) == [[CGPoint(x: -5, y: 5), CGPoint(x: 0, y: 5)], [CGPoint(x: 10, y: 5), CGPoint(x: 15, y: 5)]])
    }

    @Test func closedLinesStayClosedWhenWhole() {
        let small = Path(CGRect(x: 2, y: 2, width: 3, height: 3))
        let kept = subpaths(small.lineIntersection(left))
        #expect(kept.count == 1 && kept[0].closed)
        #expect(small.lineSubtraction(left).isEmpty)

        // A rectangle crossing the right edge: the part inside is one open line, joined across
        // the point where the rectangle's outline starts.
        let crossing = Path(CGRect(x: 5, y: 2, width: 10, height: 6))
        let part = subpaths(crossing.lineIntersection(left))
        #expect(part.count == 1 && !part[0].closed)
        #expect(part[0].points.first == CGPoint(x: 10, y: 8) && part[0].points.last == CGPoint(x: 10, y: 2))
        #expect(part[0].points.contains(CGPoint(x: 5, y: 2)) && part[0].points.contains(CGPoint(x: 5, y: 8)))
    }

    @Test func shapesCombineTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let combined = Rectangle().subtracting(Circle())
        let expected = Rectangle().path(in: rect).subtracting(Circle().path(in: rect))
        #expect(combined.path(in: rect).elements == expected.elements)
        #expect(combined.path(in: rect).contains(CGPoint(x: 2, y: 10)) && !combined.path(in: rect).contains(CGPoint(x: 20, y: 10)))
        #expect(Capsule().union(Rectangle().inset(by: 5), eoFill: true).path(in: rect).contains(CGPoint(x: 20, y: 10)))
        // The circle (20 pt across, in the middle) crosses the inset rectangle's top and bottom
        // edges: its top and bottom arcs are outside.
        let arcs = subpaths(Circle().lineSubtraction(Rectangle().inset(by: 5)).path(in: rect))
        #expect(arcs.count == 2 && arcs.allSatisfy { !$0.closed })
        #expect(subpaths(Circle().lineIntersection(Rectangle()).path(in: rect)).map(\.closed) == [true], "wholly inside")
    }
}
