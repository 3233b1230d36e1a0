import Foundation

/// A colour effect as a 4 × 5 matrix over straight (not premultiplied) RGBA components in 0…1,
/// sRGB-encoded: each output component is the row's weights times red, green, blue and alpha,
/// plus the row's fifth value, clamped to 0…1. `grayscale`, `brightness`, `contrast`,
/// `saturation`, `colorInvert`, `colorMultiply` and `hueRotation` are each one of these.
public struct ColorMatrix: Hashable, Sendable {
    /// The rows for red, green, blue and alpha, five values each.
    public let values: [Double]

    /// A matrix of 20 values, row by row; any other count is the identity.
    public init(_ values: [Double]) {
        self.values = values.count == 20 ? values : ColorMatrix.identity.values
    }

    /// Changes nothing.
    public static let identity = ColorMatrix(uncheckedValues: [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    private init(uncheckedValues: [Double]) {
        values = uncheckedValues
    }

    /// `color` through the matrix.
    public func applied(to color: RGBAColor) -> RGBAColor {
        let (r, g, b, a) = apply(color.red, color.green, color.blue, color.alpha)
        return RGBAColor(red: r, green: g, blue: b, alpha: a)
    }

    /// The components through the matrix.
    @inline(__always)
    public func apply(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let v = values[i * 5] * r + values[i * 5 + 1] * g + values[i * 5 + 2] * b + values[i * 5 + 3] * a + values[i * 5 + 4]
            return min(1, max(0, v))
        }
        return (row(0), row(1), row(2), row(3))
    }
}

extension DisplayItem {
    /// The item with every colour passed through `matrix` (images inside as they are): what a
    /// colour effect does to its items, for checks that read colours.
    public func mappingColors(through matrix: ColorMatrix) -> DisplayItem {
        mappingColors(matrix.applied(to:))
    }
}
