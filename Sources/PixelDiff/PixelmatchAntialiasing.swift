/// pixelmatch's antialiasing rule with its own brightness test (``YIQDifference/brightnessDelta``,
/// translucent pixels blended as ``PixelmatchOptions/checkerboard`` says), so that its verdicts are
/// pixelmatch's to the pixel. The steps are those of ``AntialiasingDetector``:
///
/// 1. Walk the 3×3 box around the pixel, columns outer and rows inner (fewer at the border, where
///    the border counts as one neighbour of equal brightness).
/// 2. More than two neighbours as bright as the pixel: inside a flat area, not antialiasing.
/// 3. Note the first neighbour with the largest brightness drop and the first with the largest rise;
///    without both, not antialiasing.
/// 4. Antialiasing when either of those two has at least three identical neighbours in both images.
struct PixelmatchAntialiasing {
    let width: Int
    let height: Int
    let expected: UnsafeBufferPointer<UInt32>
    let actual: UnsafeBufferPointer<UInt32>
    let checkerboard: Bool

    /// Whether the pixel at `x, y` is antialiasing in either image.
    func isAntialiased(x: Int, y: Int) -> Bool {
        isBlendedEdge(in: expected, x: x, y: y) || isBlendedEdge(in: actual, x: x, y: y)
    }

    private func isBlendedEdge(in image: UnsafeBufferPointer<UInt32>, x: Int, y: Int) -> Bool {
        let left = max(x - 1, 0), top = max(y - 1, 0)
        let right = min(x + 1, width - 1), bottom = min(y + 1, height - 1)
        let centreIndex = y * width + x
        let centre = image[centreIndex]
        var equal = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        var lowest = 0.0, highest = 0.0
        var lowestIndex = 0, highestIndex = 0
        for column in left...right {
            for row in top...bottom where column != x || row != y {
                let index = row * width + column
                let delta = YIQDifference.brightnessDelta(centre, image[index], offset: centreIndex * 4, checkerboard: checkerboard)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < lowest {
                    lowest = delta
                    lowestIndex = index
                } else if delta > highest {
                    highest = delta
                    highestIndex = index
                }
            }
        }
        if lowest == 0 || highest == 0 { return false }
        return (hasManySiblings(expected, lowestIndex) && hasManySiblings(actual, lowestIndex))
            || (hasManySiblings(expected, highestIndex) && hasManySiblings(actual, highestIndex))
    }

    /// Whether at least three neighbours of the pixel at `index` have exactly its bytes
    /// (the image border counting as one).
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ index: Int) -> Bool {
        let x = index % width, y = index / width
        let left = max(x - 1, 0), top = max(y - 1, 0)
        let right = min(x + 1, width - 1), bottom = min(y + 1, height - 1)
        var equal = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        let value = image[index]
        for column in left...right {
            for row in top...bottom where (column != x || row != y) && image[row * width + column] == value {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }
}
