import Foundation
import Testing
import ViewKit

/// A path as text (`description`) and back (`init?(_:)`), as SwiftUI's: the text names each
/// element's points and a letter, and reading it makes the same path.
@Suite struct PathDescriptionTests {
    @Test func eachElementIsItsPointsAndALetter() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 50), control: CGPoint(x: 120, y: 25))
        path.addCurve(to: CGPoint(x: 0, y: 50), control1: CGPoint(x: 66.5, y: 60), control2: CGPoint(x: 33.25, y: -10))
        path.closeSubpath()
        #expect(path.description == "0 0 m 100 0 l 120 25 100 50 q 66.5 60 33.25 -10 0 50 c h")
        #expect("\(Path())" == "")
    }

    @Test(arguments: [
        Path(CGRect(x: 1, y: 2, width: 30, height: 40)),
        Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 7)),
        Path(roundedRect: CGRect(x: 0.5, y: 0.25, width: 44, height: 44), cornerRadius: 8),
        Path { path in
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: .degrees(10), endAngle: .degrees(250),
                        clockwise: false)
            path.addLines([CGPoint(x: 1e-7, y: 1.0 / 3.0), CGPoint(x: -2.5e20, y: 7)])
        },
    ])
    func readingTheDescriptionMakesTheSamePath(_ path: Path) throws {
        let read = try #require(Path(path.description))
        #expect(read == path)
        #expect(read.elements == path.elements)
        #expect(read.currentPoint == path.currentPoint)
    }

    @Test(arguments: ["1 2", "1 2 x", "1 2 3 m", "m", "1 2 l", "1 2 m 3 l", "1 2 m 3 4 5 q", "h", "1 2 m 3 4 l 5"])
    func textThatIsNoPathIsRefused(_ text: String) {
        #expect(Path(text) == nil, "\(text)")
    }

    @Test func emptyTextIsTheEmptyPathAndSpacingIsFree() throws {
        #expect(try #require(Path("")).isEmpty)
        let spaced = try #require(Path("  0 0 m\n10\t0 l  h "))
        #expect(spaced.description == "0 0 m 10 0 l h")
    }

    @Test func aLosslessStringConvertiblePathGoesThroughGenericCode() throws {
        func roundTrip<T: LosslessStringConvertible>(_ value: T) -> T? { T(value.description) }
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(roundTrip(path) == path)
    }
}
