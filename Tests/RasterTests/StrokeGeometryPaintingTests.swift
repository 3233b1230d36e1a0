import Bitmaps
import Drawing
import Foundation
import Raster
import Testing

/// A path stroked with a `StrokeGeometry`: caps, joins and dashes as Core Graphics draws them.
@Suite struct StrokeGeometryPaintingTests {
    private func render(_ path: VectorPath) throws -> Bitmap {
        try TestSupport.rasterizer(scale: 1).render(DisplayList(size: CGSize(width: 100, height: 40), background: .white,
                                                                items: [.path(path)]))
    }

    private func line(_ geometry: StrokeGeometry) -> VectorPath {
        VectorPath(elements: [.move(to: CGPoint(x: 20, y: 20)), .line(to: CGPoint(x: 80, y: 20))],
                   paint: .styledStroke(.black, geometry))
    }

    private func isInk(_ image: Bitmap, _ x: Int, _ y: Int) -> Bool { image.pixel(x: x, y: y).red < 64 }

    @Test func capsEndTheLineWhereCoreGraphicsEndsIt() throws {
        let butt = try render(line(StrokeGeometry(width: 8, cap: .butt)))
        let round = try render(line(StrokeGeometry(width: 8, cap: .round)))
        let square = try render(line(StrokeGeometry(width: 8, cap: .square)))
        // Two points past the end, on the line: only the round and square caps reach.
        #expect(!isInk(butt, 82, 20) && isInk(round, 82, 20) && isInk(square, 82, 20))
        // Near the cap's corner: only the square cap fills it.
        #expect(!isInk(round, 83, 23) && isInk(square, 83, 23))
        #expect(isInk(butt, 79, 20))
    }

    @Test func dashesLeaveGapsAndThePhaseShiftsThem() throws {
        let dashed = try render(line(StrokeGeometry(width: 4, dash: [10, 10])))
        // Dashes 20–30, 40–50, 60–70; gaps 30–40, 50–60, 70–80.
        #expect(isInk(dashed, 25, 20) && !isInk(dashed, 35, 20) && isInk(dashed, 45, 20) && !isInk(dashed, 55, 20))
        let shifted = try render(line(StrokeGeometry(width: 4, dash: [10, 10], dashPhase: 10)))
        #expect(!isInk(shifted, 25, 20) && isInk(shifted, 35, 20))
        // A pattern of zeros cannot be drawn dashed: the line is solid.
        let zeros = try render(line(StrokeGeometry(width: 4, dash: [0, 0])))
        #expect(isInk(zeros, 35, 20) && isInk(zeros, 55, 20))
    }

    @Test func whatFollowsAStyledStrokeIsDrawnSolidWithItsOwnCaps() throws {
        let dashed = line(StrokeGeometry(width: 4, dash: [10, 10]))
        let after = VectorPath(elements: [.move(to: CGPoint(x: 20, y: 30)), .line(to: CGPoint(x: 80, y: 30))],
                               paint: .stroke(.black, width: 4))
        let image = try TestSupport.rasterizer(scale: 1).render(DisplayList(size: CGSize(width: 100, height: 40), background: .white,
                                                                            items: [.path(dashed), .path(after)]))
        #expect(isInk(image, 35, 30) && isInk(image, 81, 30), "solid, round caps")
    }

    @Test func joinsPointCutOrRoundTheCorner() throws {
        func corner(_ join: StrokeGeometry.Join) throws -> Bitmap {
            try render(VectorPath(elements: [.move(to: CGPoint(x: 20, y: 35)), .line(to: CGPoint(x: 50, y: 10)),
                                             .line(to: CGPoint(x: 80, y: 35))],
                                  paint: .styledStroke(.black, StrokeGeometry(width: 8, join: join))))
        }
        // Above the apex: the miter's point reaches it, the bevel and the round join do not.
        let miter = try corner(.miter), bevel = try corner(.bevel), round = try corner(.round)
        #expect(isInk(miter, 50, 5) && !isInk(bevel, 50, 5) && !isInk(round, 50, 4))
    }

    @Test func theBoundsReachAsFarAsTheInkCan() {
        let half: CGFloat = 4
        let straight = StrokeGeometry(width: 8).reach(along: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
        #expect(straight == half)
        let rightAngle = StrokeGeometry(width: 8).reach(along: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                                                               .line(to: CGPoint(x: 10, y: 10))])
        #expect(abs(rightAngle - half * 2.0.squareRoot()) < 1e-9)
        // A hairpin turn is past any miter limit: bevelled.
        let hairpin = StrokeGeometry(width: 8).reach(along: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                                                            .line(to: CGPoint(x: 0, y: 0.01))])
        #expect(hairpin == half)
        #expect(StrokeGeometry(width: 8, cap: .square).reach(along: []) == half * 2.0.squareRoot())
        // A closed square's four corners, the closing one included.
        #expect(StrokeGeometry.joins(of: [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                                          .line(to: CGPoint(x: 0, y: 10)), .close]).count == 4)
    }
}
