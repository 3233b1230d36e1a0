import Foundation

/// A 3 × 3 projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point
/// (x, y) is the row [x y 1] times the matrix, divided by its third component, so
/// x′ = (m11·x + m21·y + m31) / w, y′ = (m12·x + m22·y + m32) / w, w = m13·x + m23·y + m33.
/// What `projectionEffect(_:)` and a `GeometryEffect` draw a view through.
public nonisolated struct ProjectionTransform: Hashable, Sendable {
    /// The first row.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row (the translation, and the divisor's constant).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform `m` (perspective terms 0 0 1).
    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether this is affine: no perspective (m13 = m23 = 0, m33 = 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        let a = rows, b = rhs.rows
        var product = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { product[i][j] = (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return ProjectionTransform(rows: product)
    }

    /// Inverts this transform in place; false (and unchanged) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let m = rows
        let cofactor = { (i: Int, j: Int) -> CGFloat in
            let r = [0, 1, 2].filter { $0 != i }, c = [0, 1, 2].filter { $0 != j }
            let minor = m[r[0]][c[0]] * m[r[1]][c[1]] - m[r[0]][c[1]] * m[r[1]][c[0]]
            return (i + j) % 2 == 0 ? minor : -minor
        }
        let determinant = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        guard determinant != 0, determinant.isFinite else { return false }
        var inverse = [[CGFloat]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 { for j in 0..<3 { inverse[i][j] = cofactor(j, i) / determinant } }
        self = ProjectionTransform(rows: inverse)
        return true
    }

    /// The inverse, or this transform when it has none.
    public func inverted() -> ProjectionTransform {
        var copy = self
        copy.invert()
        return copy
    }

    /// The affine part drawn here: the first two columns over m33, without the perspective
    /// terms (nil when m33 is 0 or a value is not finite).
    var drawnAffinePart: CGAffineTransform? {
        guard m33 != 0 else { return nil }
        let t = CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) ? t : nil
    }

    private var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

    private init(rows m: [[CGFloat]]) {
        (m11, m12, m13) = (m[0][0], m[0][1], m[0][2])
        (m21, m22, m23) = (m[1][0], m[1][1], m[1][2])
        (m31, m32, m33) = (m[2][0], m[2][1], m[2][2])
    }
}
