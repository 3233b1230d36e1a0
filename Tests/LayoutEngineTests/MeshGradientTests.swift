import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// iOS 18's `MeshGradient`: a view and a shape style whose vertices are fitted to the frame, with
/// smooth edges made from the points (straight on a regular grid) and the colours per scheme.
@Suite struct MeshGradientTests {
    static func mesh(_ list: DisplayList) throws -> (GradientPaint, columns: Int, rows: Int, vertices: [MeshVertex], background: RGBAColor) {
        for entry in DisplayList.flatten(list.items) {
            if case .path(let path) = entry.item, case .gradient(let paint) = path.paint,
               case .mesh(let columns, let rows, let vertices, let background) = paint.geometry {
                return (paint, columns, rows, vertices, background)
            }
        }
        throw MeshMissing()
    }

    struct MeshMissing: Error {}

    static let regular = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                      colors: [.red, .blue, .green, Color(hex: 0xffffff, darkHex: 0x000000)])

    @Test func itsVerticesAreFittedToTheFrameWithStraightEdgesOnARegularGrid() throws {
        let list = try LayoutHarness.layout(Self.regular.frame(width: 90, height: 60), width: 200).displayList
        let found = try Self.mesh(list)
        #expect(found.columns == 2 && found.rows == 2)
        #expect(found.vertices.map(\.position) == [CGPoint(x: 55, y: 0), CGPoint(x: 145, y: 0), CGPoint(x: 55, y: 60), CGPoint(x: 145, y: 60)])
        // A third of the way along each edge: a straight line.
        #expect(found.vertices[0].trailing == CGPoint(x: 85, y: 0) && found.vertices[1].leading == CGPoint(x: 115, y: 0))
        #expect(found.vertices[0].bottom == CGPoint(x: 55, y: 20))
        #expect(found.0.stops.map(\.color) == [Color.red, .blue, .green, .white].map(DisabledTests.rgba))
        #expect(found.background.alpha == 0)
    }

    @Test func aMovedPointBendsItsEdgesSmoothly() throws {
        let bent = MeshGradient(width: 3, height: 2, points: [[0, 0], [0.5, 0.3], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                colors: Array(repeating: .blue, count: 6))
        let found = try Self.mesh(try LayoutHarness.layout(bent.frame(width: 100, height: 100), width: 100).displayList)
        // The middle vertex's tangent runs from its left neighbour to its right: level.
        let middle = found.vertices[1]
        // (0.3 as a Float is a hair over 0.3.)
        #expect(middle.position.x == 50 && abs(middle.position.y - 30) < 1e-4)
        #expect(middle.leading.y == middle.position.y && middle.trailing.y == middle.position.y)
        #expect(abs(middle.trailing.x - (50 + 100.0 / 6)) < 1e-9)
    }

    @Test func itIsAShapeStyleAndTakesTheSchemesColours() throws {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let list = try LayoutHarness.layout(RoundedRectangle(cornerRadius: 8).fill(Self.regular).frame(width: 90, height: 60),
                                            width: 200, environment: dark).displayList
        let found = try Self.mesh(list)
        #expect(found.0.stops.last?.color == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(list.dump().contains("clip 55,0 90x60 r8"))
    }

    @Test func countsThatDoNotMatchDrawTheBackgroundOnly() throws {
        let wrong = MeshGradient(width: 3, height: 3, points: [[0, 0], [1, 0]], colors: [.red, .blue], background: .gray)
        let found = try Self.mesh(try LayoutHarness.layout(wrong.frame(width: 90, height: 60), width: 200).displayList)
        #expect(found.columns == 0 && found.vertices.isEmpty && found.0.stops.isEmpty)
        #expect(found.background == DisabledTests.rgba(.gray))
        #expect(try Self.mesh(try LayoutHarness.layout(MeshGradient(width: 1, height: 1, points: [[0, 0]], colors: [.red])
            .frame(width: 10, height: 10), width: 10).displayList).columns == 0)
    }
}
