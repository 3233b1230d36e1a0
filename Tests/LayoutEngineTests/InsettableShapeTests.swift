import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// `InsettableShape.inset(by:)`: the shape inside its frame by the amount on every edge, radii
/// smaller by as much; `ContainerRelativeShape` is a rectangle where no container sets a shape.
@Suite struct InsettableShapeTests {
    struct Wedge: InsettableShape {
        var amount: CGFloat = 0
        func path(in rect: CGRect) -> Path {
            var path = Path()
            let r = rect.insetBy(dx: amount, dy: amount)
            path.move(to: CGPoint(x: r.minX, y: r.minY))
            path.addLine(to: CGPoint(x: r.maxX, y: r.midY))
            path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            path.closeSubpath()
            return path
        }
        func inset(by more: CGFloat) -> Wedge { Wedge(amount: amount + more) }
    }

    static func frames<V: View>(_ view: V) throws -> [String] {
        LayoutHarness.frames(try LayoutHarness.layout(view, width: 100).displayList)
    }

    @Test func builtInShapesInsetExactly() throws {
        #expect(try Self.frames(RoundedRectangle(cornerRadius: 10).inset(by: 4).fill(Color.red).frame(width: 100, height: 50))
                    == ["fill 4,4 92x42 r6c"])
        #expect(try Self.frames(Rectangle().inset(by: 2).inset(by: 3).fill(Color.red).frame(width: 100, height: 50))
                    == ["fill 5,5 90x40"])
        #expect(try Self.frames(RoundedRectangle(cornerRadius: 3).inset(by: 5).fill(Color.red).frame(width: 100, height: 50))
                    == ["fill 5,5 90x40"])
        #expect(try Self.frames(Circle().inset(by: 5).fill(Color.red).frame(width: 40, height: 40))
                == (try Self.frames(Circle().fill(Color.red).frame(width: 30, height: 30).padding(5))))
    }

    @Test func anInsetLargerThanHalfTheFrameLeavesNothing() throws {
        // The 40 pt frame is centred on the 100 pt page, at x 30.
        #expect(try Self.frames(Rectangle().inset(by: 30).fill(Color.red).frame(width: 40, height: 40)) == ["fill 60,30 0x0"])
    }

    @Test func aShapeOfYourOwnInsetsThroughItsOwnInset() throws {
        let own = try Self.frames(Wedge().inset(by: 10).fill(Color.red).frame(width: 100, height: 60))
        #expect(own == (try Self.frames(Wedge().fill(Color.red).frame(width: 80, height: 40).padding(10))))
    }

    @Test func theContainerRelativeShapeIsARectangle() throws {
        #expect(try Self.frames(ContainerRelativeShape().fill(Color.red).frame(width: 100, height: 50)) == ["fill 0,0 100x50"])
        #expect(try Self.frames(ContainerRelativeShape().inset(by: 8).fill(Color.red).frame(width: 100, height: 50)
                                    .containerShape(RoundedRectangle(cornerRadius: 20))) == ["fill 8,8 84x34"])
    }
}
