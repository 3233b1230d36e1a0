import Foundation
import Testing
import ViewKit

/// SwiftUI's path building beyond the basics: figures added with a transform, arcs by tangents
/// and by sweep, `forEach`, `contains(_:eoFill:)`, and `CGAffineTransform.inverted()`.
@Suite struct PathConstructionTests {
    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }

    @Test func figuresTakeTheirTransform() {
        var path = Path()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: CGAffineTransform(translationX: 2, y: 3))
        #expect(path.boundingRect == CGRect(x: 2, y: 3, width: 10, height: 5))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        var both = Path()
        both.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 4, y: 4, width: 1, height: 1)], transform: .identity)
        both.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), transform: CGAffineTransform(translationX: 9, y: 0))
        #expect(both.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test func aRelativeArcSweepsFromItsStart() {
        var down = Path()
        down.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .degrees(90))
        #expect(near(down.currentPoint, CGPoint(x: 10, y: 15)), "positive: towards larger angles, down on screen")
        var up = Path()
        up.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .degrees(-90))
        #expect(near(up.currentPoint, CGPoint(x: 10, y: 5)))
        // Joined to the current point by a line, with its transform.
        var joined = Path()
        joined.move(to: .zero)
        joined.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                      transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(joined.elements[1] == .line(to: CGPoint(x: 15, y: 0)))
        #expect(near(joined.currentPoint, CGPoint(x: 10, y: 5)))
    }

    @Test func aTangentArcRoundsTheCorner() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        #expect(path.elements[1] == .line(to: CGPoint(x: 15, y: 0)))
        #expect(near(path.currentPoint, CGPoint(x: 20, y: 5)))
        // The arc bulges towards the corner: its middle is 5 pt from the centre (15, 5).
        let middle = path.trimmedPath(from: 0, to: 1).boundingRect
        #expect(middle.maxX <= 20 + 1e-6 && middle.minY >= -1e-6)
        // In line, or no radius: a line to the first tangent's end.
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements.last == .line(to: CGPoint(x: 10, y: 0)))
        // With no current point it starts at the first tangent's end.
        var fresh = Path()
        fresh.addArc(tangent1End: CGPoint(x: 3, y: 4), tangent2End: CGPoint(x: 9, y: 9), radius: 2)
        #expect(fresh.elements == [.move(to: CGPoint(x: 3, y: 4))])
        // With a transform, the corner is rounded in the transformed space.
        var moved = Path()
        moved.move(to: CGPoint(x: 100, y: 0))
        moved.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5,
                     transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.elements[1] == .line(to: CGPoint(x: 115, y: 0)))
        #expect(near(moved.currentPoint, CGPoint(x: 120, y: 5)))
    }

    @Test func forEachWalksTheElements() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3)
        var seen: [Path.Element] = []
        path.forEach { seen.append($0) }
        #expect(seen == path.elements)
    }

    @Test func containsFollowsTheFillRule() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.contains(CGPoint(x: 5, y: 5)) && !square.contains(CGPoint(x: 15, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(circle.contains(CGPoint(x: 5, y: 5)) && !circle.contains(CGPoint(x: 0.5, y: 0.5)))
        // Two circles drawn the same way round: the inner one is filled by winding, a hole by even-odd.
        var rings = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        rings.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(rings.contains(CGPoint(x: 10, y: 10)))
        #expect(!rings.contains(CGPoint(x: 10, y: 10), eoFill: true))
        #expect(rings.contains(CGPoint(x: 2.5, y: 10), eoFill: true))
        // An open sub-path counts as closed.
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        #expect(triangle.contains(CGPoint(x: 2, y: 2)) && !triangle.contains(CGPoint(x: 8, y: 8)))
        #expect(!Path().contains(.zero))
    }

    @Test func aTransformIsUndoneByItsInverse() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -4)
        let back = t.concatenating(t.inverted())
        for (value, expected) in [(back.a, 1.0), (back.b, 0), (back.c, 0), (back.d, 1), (back.tx, 0), (back.ty, 0)] {
            #expect(abs(value - expected) < 1e-9)
        }
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat)
    }
}
