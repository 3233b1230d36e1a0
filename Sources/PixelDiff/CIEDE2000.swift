extension ColourDifference {
    /// CIEDE2000 with kL = kC = kH = 1, following the steps in Sharma, Wu and Dalal (2005),
    /// "The CIEDE2000 colour-difference formula: implementation notes…".
    static func ciede2000(_ first: LabColour, _ second: LabColour) -> Double {
        let degree = Double.pi / 180
        let pow25To7 = 6_103_515_625.0  // 25⁷

        // 1. Adjust a* so that neutral colours keep their hue angle stable (the G factor).
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma = (chroma1 + chroma2) / 2
        let meanChroma7 = seventhPower(meanChroma)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a, a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot()
        let c2 = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueDegrees(b: first.b, a: a1), h2 = hueDegrees(b: second.b, a: a2)

        // 2. Differences in lightness, chroma and hue.
        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHueAngle = 0.0
        if c1 * c2 != 0 {
            deltaHueAngle = h2 - h1
            if deltaHueAngle > 180 { deltaHueAngle -= 360 } else if deltaHueAngle < -180 { deltaHueAngle += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * Maths.sine(deltaHueAngle / 2 * degree)

        // 3. Means and the weighting functions.
        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanHue = (h1 + h2 + 360) / 2
            } else {
                meanHue = (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * Maths.cosine((meanHue - 30) * degree) + 0.24 * Maths.cosine(2 * meanHue * degree)
            + 0.32 * Maths.cosine((3 * meanHue + 6) * degree) - 0.20 * Maths.cosine((4 * meanHue - 63) * degree)
        let hueOffset = (meanHue - 275) / 25
        let deltaTheta = 30 * Maths.exponential(-hueOffset * hueOffset)
        let meanC7 = seventhPower(meanC)
        let rc = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let lOffset2 = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset2 / (20 + lOffset2).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -Maths.sine(2 * deltaTheta * degree) * rc

        // 4. The total, with the rotation term coupling chroma and hue in the blue region.
        let l = deltaL / sl, c = deltaC / sc, h = deltaH / sh
        return max(0, l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    private static func seventhPower(_ value: Double) -> Double {
        let square = value * value
        return square * square * square * value
    }

    /// The hue angle in degrees, 0…360, and 0 for a neutral colour.
    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let angle = Maths.angle(y: b, x: a) * 180 / Double.pi
        return angle < 0 ? angle + 360 : angle
    }
}
