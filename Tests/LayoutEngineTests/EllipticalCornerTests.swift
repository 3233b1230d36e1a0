import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `RoundedRectangle(cornerSize:)`, `.rect(cornerSize:)` and `Path(roundedRect:cornerSize:)`:
/// equal sides are the circular corners of `cornerRadius:`, unequal ones quarter ellipses.
@Suite struct EllipticalCornerTests {
    private func drawn(_ shape: some Shape) throws -> [DisplayItem] {
        try LayoutHarness.layout(shape.fill(Color.red).frame(width: 60, height: 30), width: 100).displayList.items
    }

    private func vectorPath(_ shape: some Shape) throws -> VectorPath {
        for item in try drawn(shape) { if case .path(let path) = item { return path } }
        throw PathMissing()
    }

    private struct PathMissing: Error {}

    @Test func equalSidesAreTheCircularCornersOfCornerRadius() throws {
        #expect(try drawn(RoundedRectangle(cornerSize: CGSize(width: 8, height: 8))) == drawn(RoundedRectangle(cornerRadius: 8)))
        #expect(try drawn(RoundedRectangle(cornerSize: CGSize(width: 8, height: 8), style: .circular))
                == drawn(RoundedRectangle(cornerRadius: 8, style: .circular)))
        #expect(try drawn(.rect(cornerSize: CGSize(width: 8, height: 8))) == drawn(RoundedRectangle(cornerRadius: 8)))
        #expect(RoundedRectangle(cornerRadius: 8).cornerSize == CGSize(width: 8, height: 8))
        #expect(RoundedRectangle(cornerSize: CGSize(width: 12, height: 4)).cornerSize == CGSize(width: 12, height: 4))
        #expect(RoundedRectangle(cornerSize: CGSize(width: -3, height: CGFloat.nan)).cornerSize == .zero)
    }

    @Test func unequalSidesAreQuarterEllipses() throws {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 20, height: 6))
        guard case .move(let start) = path.elements.first else { Issue.record("no start"); return }
        #expect(start == CGPoint(x: 20, y: 0))
        // Top edge, then the top trailing corner: 20 pt along the top, 6 pt down the side.
        #expect(path.elements[1] == .line(to: CGPoint(x: 40, y: 0)))
        guard case .curve(let end, _, _) = path.elements[2] else { Issue.record("no corner"); return }
        #expect(end == CGPoint(x: 60, y: 6))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 30))
        // Drawn from the path, filling its frame, and the same from the shorthand.
        let shape = try vectorPath(RoundedRectangle(cornerSize: CGSize(width: 20, height: 6)))
        // (The 60 pt frame is centred on the 100 pt page.)
        #expect(shape.bounds == CGRect(x: 20, y: 0, width: 60, height: 30))
        #expect(try drawn(.rect(cornerSize: CGSize(width: 20, height: 6))) == drawn(RoundedRectangle(cornerSize: CGSize(width: 20, height: 6))))
        #expect(try drawn(RoundedRectangle(cornerSize: CGSize(width: 20, height: 6))) != drawn(RoundedRectangle(cornerRadius: 6)))
    }

    @Test func cornersAreClampedToHalfTheirSide() {
        let clamped = Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 100, height: 100))
        #expect(clamped.elements == Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 30, height: 15)).elements)
        // A flat corner is a rectangle.
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 10, height: 0)).elements
                == Path(CGRect(x: 0, y: 0, width: 60, height: 30)).elements)
    }

    @Test func anInsetShrinksEachSideOfTheCorners() throws {
        let inset = RoundedRectangle(cornerSize: CGSize(width: 20, height: 6)).inset(by: 4)
        let expected = Path(roundedRect: CGRect(x: 4, y: 4, width: 52, height: 22), cornerSize: CGSize(width: 16, height: 2))
        #expect(inset.path(in: CGRect(x: 0, y: 0, width: 60, height: 30)).elements == expected.elements)
        #expect(try vectorPath(inset).bounds == CGRect(x: 24, y: 4, width: 52, height: 22))
    }

    @Test func aTransformIsAppliedToTheAddedOutline() {
        var path = Path()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 60, height: 30), cornerSize: CGSize(width: 20, height: 6),
                            transform: CGAffineTransform(translationX: 5, y: 7))
        #expect(path.boundingRect == CGRect(x: 5, y: 7, width: 60, height: 30))
    }

    @Test func cornerRadiiPathsAreTheUnevenRectanglesOutline() {
        let rect = CGRect(x: 0, y: 0, width: 60, height: 30)
        let radii = RectangleCornerRadii(topLeading: 2, bottomLeading: 4, bottomTrailing: 6, topTrailing: 8)
        #expect(Path(roundedRect: rect, cornerRadii: radii).elements == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect).elements)
        var moved = Path()
        moved.addRoundedRect(in: rect, cornerRadii: radii, transform: CGAffineTransform(translationX: 3, y: 0))
        #expect(moved.boundingRect == CGRect(x: 3, y: 0, width: 60, height: 30))
    }
}
