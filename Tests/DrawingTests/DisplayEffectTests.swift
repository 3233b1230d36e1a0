import Foundation
import Testing
import Drawing

/// Effect groups in the display list: their dump, their paint bounds, matrices and flattening.
@Suite struct DisplayEffectTests {
    private let square = RoundedRect(rect: CGRect(x: 10, y: 10, width: 20, height: 20))

    @Test func everyEffectDumpsAsAHeadingWithItsItemsIndented() {
        let fill = DisplayItem.fill(square, .white)
        let list = DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [
            .effect(.transform(.scale(x: 2, y: 2, about: .zero)), [fill]),
            .effect(.opacity(0.5), [fill]),
            .effect(.compositingGroup, [fill]),
            .effect(.shadow(color: .black, radius: 3, offset: CGSize(width: 0, height: 2)), [fill]),
            .effect(.blur(radius: 1.5, opaque: true, bounds: square.rect), [fill]),
            .effect(.clipPath([.move(to: .zero), .line(to: CGPoint(x: 10, y: 10)), .close], evenOdd: true), [fill]),
            .effect(.mask([.rule(CGRect(x: 0, y: 0, width: 5, height: 5), .black)]), [fill]),
        ])
        let lines = list.dump().split(separator: "\n").map(String.init)
        #expect(Array(lines[1...17]) == [
            "transform [2 0 0 2 0 0]", "  fill 10,10 20x20 #ffffff",
            "opacity 0.5", "  fill 10,10 20x20 #ffffff",
            "compositing-group", "  fill 10,10 20x20 #ffffff",
            "shadow #000000 radius 3 offset 0,2", "  fill 10,10 20x20 #ffffff",
            "blur radius 1.5 opaque 10,10 20x20", "  fill 10,10 20x20 #ffffff",
            "clip-path 0,0 10x10 3 elements even-odd", "  fill 10,10 20x20 #ffffff",
            "mask", "  mask-items", "    rule 0,0 5x5 #000000", "  content", "  fill 10,10 20x20 #ffffff",
        ])
    }

    @Test func paintBoundsGrowForShadowsAndBlursAndFollowTransforms() {
        let fill = DisplayItem.fill(square, .white)
        #expect(DisplayItem.effect(.shadow(color: .black, radius: 2, offset: CGSize(width: 0, height: 10)), [fill]).paintBounds
            == CGRect(x: 4, y: 10, width: 32, height: 36))
        #expect(DisplayItem.effect(.blur(radius: 1, opaque: false, bounds: .zero), [fill]).paintBounds == CGRect(x: 7, y: 7, width: 26, height: 26))
        let turned = DisplayItem.effect(.transform(.rotation(.pi / 4, about: CGPoint(x: 20, y: 20))), [fill]).paintBounds
        #expect(abs(turned.width - 20 * 2.0.squareRoot()) < 1e-9 && abs(turned.midX - 20) < 1e-9)
    }

    @Test func aRotationMovesPointsClockwiseOnScreen() {
        let quarter = AffineMatrix.rotation(.pi / 2, about: .zero)
        let moved = quarter.apply(CGPoint(x: 1, y: 0))
        #expect(abs(moved.x) < 1e-12 && abs(moved.y - 1) < 1e-12)
    }

    @Test func flatteningUnfoldsGroupsAndFadesUnderGroupOpacity() {
        let list = DisplayList(size: CGSize(width: 50, height: 50), background: .white, items: [
            .effect(.opacity(0.5), [.effect(.transform(.identity), [.fill(square, .black)])]),
        ])
        let flat = DisplayList.flatten(list.items)
        #expect(flat.count == 1)
        #expect(flat[0].item == .fill(square, RGBAColor(hex: 0, alpha: 0.5)))
    }
}
