import Drawing
import Foundation
import LayoutEngine
import NHSAppUI
import Testing

/// A shake written for SwiftUI: moves the view across by a fraction of its width.
private struct Shake: GeometryEffect {
    var fraction: CGFloat

    nonisolated var animatableData: CGFloat {
        get { fraction }
        set { fraction = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width * fraction, y: 0))
    }
}

/// `ProjectionTransform`, `projectionEffect` and `GeometryEffect`: affine transforms drawn as
/// `transformEffect` draws them, perspective left out, a geometry effect given the view's size.
@MainActor
@Suite struct ProjectionEffectTests {
    private func list(_ view: some View, width: CGFloat = 40) throws -> DisplayList {
        try LayoutHarness.layout(view, width: width).displayList
    }

    private func square() -> some View { Color.red.frame(width: 10, height: 10) }

    @Test func theMatrixIsSwiftUIsRowVectorForm() {
        let affine = CGAffineTransform(a: 2, b: 0.5, c: 0.25, d: 3, tx: 5, ty: 7)
        let projection = ProjectionTransform(affine)
        #expect(projection.isAffine && !projection.isIdentity)
        #expect(ProjectionTransform().isIdentity)
        #expect((projection.m11, projection.m12, projection.m21, projection.m22, projection.m31, projection.m32) == (2, 0.5, 0.25, 3, 5, 7))
        let other = CGAffineTransform(rotationAngle: 0.3)
        #expect(projection.concatenating(ProjectionTransform(other)) == ProjectionTransform(affine.concatenating(other)))
        var perspective = projection
        perspective.m13 = 0.01
        #expect(!perspective.isAffine)
        let product = perspective.concatenating(perspective.inverted())
        for (value, expected) in [(product.m11, 1.0), (product.m12, 0), (product.m13, 0), (product.m21, 0), (product.m22, 1),
                                  (product.m23, 0), (product.m31, 0), (product.m32, 0), (product.m33, 1)] {
            #expect(abs(value - expected) < 1e-12)
        }
        var singular = ProjectionTransform()
        singular.m11 = 0
        singular.m21 = 0
        singular.m31 = 0
        let invertible = singular.invert()
        #expect(!invertible)
        #expect(singular.m22 == 1, "left as it was")
    }

    @Test func anAffineProjectionDrawsAsTransformEffect() throws {
        let affine = CGAffineTransform(a: 2, b: 0, c: 0.5, d: 1, tx: 5, ty: 7)
        #expect(try list(square().projectionEffect(ProjectionTransform(affine))) == list(square().transformEffect(affine)))
        #expect(try list(square().projectionEffect(ProjectionTransform())) == list(square()))
    }

    @Test func perspectiveIsLeftOutAndTheRestDrawn() throws {
        var tilted = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        tilted.m13 = 0.002
        tilted.m23 = -0.001
        #expect(try list(square().projectionEffect(tilted)) == list(square().offset(x: 3, y: 4)))
        var halved = ProjectionTransform(CGAffineTransform(translationX: 6, y: 8))
        halved.m33 = 2
        // ((x + 6) / 2, (y + 8) / 2): half the size, moved by 3, 4.
        #expect(try list(square().projectionEffect(halved))
            == list(square().transformEffect(CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 3, ty: 4))))
        var broken = ProjectionTransform()
        broken.m33 = 0
        #expect(try list(square().projectionEffect(broken)) == list(square()))
    }

    @Test func aGeometryEffectIsGivenTheViewsSizeAndKeepsItsLayout() throws {
        let row = HStack(spacing: 0) { Color.blue.frame(width: 20, height: 10); Spacer(minLength: 0) }
        let plain = try list(row, width: 100)
        let shaken = try list(row.modifier(Shake(fraction: 0.25)), width: 100)
        #expect(shaken.size == plain.size, "layout is the view's own")
        // The row is 100 pt wide, so a quarter of it moves the blue square 25 pt across.
        #expect(shaken.dump().contains("fill 25,0 20x10"), "\(shaken.dump())")
        let ignored = try list(row.modifier(Shake(fraction: 0.25).ignoredByLayout()), width: 100)
        #expect(ignored.dump() == shaken.dump())
    }

    @Test func aButtonUnderAGeometryEffectIsReadAndTappedOnce() throws {
        let plain = try list(Button("Try again") {}.font(.custom("Fake", size: 10)), width: 200)
        let shaken = try list(Button("Try again") {}.font(.custom("Fake", size: 10)).modifier(Shake(fraction: 0.1)), width: 200)
        #expect(shaken.accessibilityElements.map(\.label) == plain.accessibilityElements.map(\.label))
        #expect(shaken.tapTargets.count == 1)
    }
}
