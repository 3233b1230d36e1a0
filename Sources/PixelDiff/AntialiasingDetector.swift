/// Decides whether a differing pixel is only a moved antialiased edge, by the rule pixelmatch
/// uses (after V. Vyšniauskas, "Anti-aliased pixel and intensity slope detector", 2009):
///
/// 1. Look at the pixel's neighbours in its 3×3 box (fewer at the image border, where the border
///    itself counts as one equal neighbour).
/// 2. If more than two neighbours have the same brightness as the pixel, it lies inside a flat
///    area, not on an edge: not antialiasing.
/// 3. Otherwise find the darkest and the brightest neighbour. If the pixel is not strictly between
///    them (no darker or no brighter neighbour), it is not antialiasing.
/// 4. It is antialiasing when the darkest or the brightest neighbour sits in a flat area (at least
///    three identical neighbours) in *both* images: the pixel is a blend between two solid areas.
///
/// The test runs with either image's pixel as the centre; either passing is enough. Brightness is
/// Rec. 601 luma of the pixel composited over white.
struct AntialiasingDetector {
    let width: Int
    let height: Int
    let expected: UnsafeBufferPointer<UInt32>
    let actual: UnsafeBufferPointer<UInt32>

    /// Whether the pixel at `x, y` is antialiasing in either image.
    func isAntialiased(x: Int, y: Int) -> Bool {
        isBlendedEdge(in: expected, x: x, y: y) || isBlendedEdge(in: actual, x: x, y: y)
    }

    private func isBlendedEdge(in image: UnsafeBufferPointer<UInt32>, x: Int, y: Int) -> Bool {
        let left = max(x - 1, 0), top = max(y - 1, 0)
        let right = min(x + 1, width - 1), bottom = min(y + 1, height - 1)
        let onBorder = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        // Quick exit inside flat areas: identical neighbours certainly have equal brightness.
        if onBorder + identicalNeighbours(image, x: x, y: y, left: left, top: top, right: right, bottom: bottom) > 2 {
            return false
        }
        var equalBrightness = onBorder
        let centre = Self.luma(image[y * width + x])
        var darkest = 0.0, brightest = 0.0
        var darkestIndex = -1, brightestIndex = -1
        // Columns outer, rows inner, as pixelmatch does: among equally dark (or bright) neighbours
        // the first one found is the one whose siblings are checked.
        for column in left...right {
            for row in top...bottom where column != x || row != y {
                let index = row * width + column
                let delta = Self.luma(image[index]) - centre
                if delta == 0 {
                    equalBrightness += 1
                    if equalBrightness > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestIndex = index
                } else if delta > brightest {
                    brightest = delta
                    brightestIndex = index
                }
            }
        }
        guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
        return (hasManySiblings(expected, darkestIndex) && hasManySiblings(actual, darkestIndex))
            || (hasManySiblings(expected, brightestIndex) && hasManySiblings(actual, brightestIndex))
    }

    /// How many neighbours have exactly the bytes of the pixel at `x, y`, stopping at three.
    @inline(__always)
    private func identicalNeighbours(
        _ image: UnsafeBufferPointer<UInt32>, x: Int, y: Int, left: Int, top: Int, right: Int, bottom: Int
    ) -> Int {
        let value = image[y * width + x]
        var equal = 0
        for row in top...bottom {
            for column in left...right where (column != x || row != y) && image[row * width + column] == value {
                equal += 1
                if equal > 2 { return equal }
            }
        }
        return equal
    }

    /// Whether at least three neighbours of the pixel at `index` have exactly its bytes
    /// (the image border counting as one).
    private func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ index: Int) -> Bool {
        let x = index % width, y = index / width
        let left = max(x - 1, 0), top = max(y - 1, 0)
        let right = min(x + 1, width - 1), bottom = min(y + 1, height - 1)
        var equal = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        let value = image[index]
        for row in top...bottom {
            for column in left...right where column != x || row != y {
                if image[row * width + column] == value {
                    equal += 1
                    if equal > 2 { return true }
                }
            }
        }
        return false
    }

    /// Rec. 601 luma (pixelmatch's YIQ Y coefficients) of the pixel composited over white, 0…255.
    @inline(__always)
    static func luma(_ word: UInt32) -> Double {
        let pixel = Channels(word)
        var red = Double(pixel.red), green = Double(pixel.green), blue = Double(pixel.blue)
        if pixel.alpha < 255 {
            let coverage = Double(pixel.alpha) / 255
            red = 255 + (red - 255) * coverage
            green = 255 + (green - 255) * coverage
            blue = 255 + (blue - 255) * coverage
        }
        return 0.29889531 * red + 0.58662247 * green + 0.11448223 * blue
    }
}
