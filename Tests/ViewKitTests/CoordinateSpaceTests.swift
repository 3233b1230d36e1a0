import Foundation
import Testing
@testable import ViewKit

/// iOS 17's coordinate spaces (`.local`, `.global`, `.named(_:)`, `.scrollView`) stand for the
/// `CoordinateSpace` cases, and a geometry proxy measures in them as in those.
@Suite struct CoordinateSpaceTests {
    @Test func eachSpaceStandsForItsCase() {
        #expect(LocalCoordinateSpace().coordinateSpace == .local)
        #expect(GlobalCoordinateSpace().coordinateSpace == .global)
        #expect(NamedCoordinateSpace.named("card").coordinateSpace == .named("card"))
        #expect(NamedCoordinateSpace.named("card") == .named("card"))
        #expect(NamedCoordinateSpace.named("card") != .named("list"))
    }

    @Test func aProxyMeasuresInEachSpaceAsInItsCase() {
        let proxy = GeometryProxy(frame: CGRect(x: 16, y: 120, width: 300, height: 44))
        #expect(proxy.frame(in: LocalCoordinateSpace.local) == CGRect(x: 0, y: 0, width: 300, height: 44))
        #expect(proxy.frame(in: GlobalCoordinateSpace.global) == CGRect(x: 16, y: 120, width: 300, height: 44))
        let named = NamedCoordinateSpace.named("card")
        #expect(proxy.frame(in: named) == proxy.frame(in: CoordinateSpace.named("card")))
        #expect(proxy.frame(in: NamedCoordinateSpace.scrollView) == proxy.frame(in: CoordinateSpace.global))
    }

    @Test func gesturesTakeEitherSpelling() {
        #expect(DragGesture(coordinateSpace: NamedCoordinateSpace.named("card")).coordinateSpace == .named("card"))
        #expect(DragGesture().coordinateSpace == .local)
        #expect(SpatialTapGesture(count: 2, coordinateSpace: GlobalCoordinateSpace.global).coordinateSpace == .global)
    }
}
