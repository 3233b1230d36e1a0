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
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 { return isBlendedInteriorEdge(in: image, x: x, y: y) }
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

    /// ``isBlendedEdge(in:x:y:)`` for a pixel with all eight neighbours, unrolled: the same
    /// tests in the same order, without the border bookkeeping.
    @inline(__always)
    private func isBlendedInteriorEdge(in image: UnsafeBufferPointer<UInt32>, x: Int, y: Int) -> Bool {
        let centre = y * width + x
        if countsMoreThanTwo(image, around: centre, equalTo: image[centre]) { return false }
        let brightness = Self.luma(image[centre])
        var equalBrightness = 0
        var darkest = 0.0, brightest = 0.0
        var darkestIndex = -1, brightestIndex = -1
        // Columns outer, rows inner, as in the general case.
        let order = (centre - width - 1, centre - 1, centre + width - 1, centre - width, centre + width,
                     centre - width + 1, centre + 1, centre + width + 1)
        func visit(_ index: Int) -> Bool {  // false: more than two neighbours as bright as the centre
            let delta = Self.luma(image[index]) - brightness
            if delta == 0 {
                equalBrightness += 1
                return equalBrightness <= 2
            }
            if delta < darkest {
                darkest = delta
                darkestIndex = index
            } else if delta > brightest {
                brightest = delta
                brightestIndex = index
            }
            return true
        }
        guard visit(order.0), visit(order.1), visit(order.2), visit(order.3),
              visit(order.4), visit(order.5), visit(order.6), visit(order.7) else { return false }
        guard darkestIndex >= 0, brightestIndex >= 0 else { return false }
        return (hasManySiblings(expected, darkestIndex) && hasManySiblings(actual, darkestIndex))
            || (hasManySiblings(expected, brightestIndex) && hasManySiblings(actual, brightestIndex))
    }

    /// Whether more than two of the eight neighbours of the interior pixel at `index` are `value`.
    @inline(__always)
    private func countsMoreThanTwo(_ image: UnsafeBufferPointer<UInt32>, around index: Int, equalTo value: UInt32) -> Bool {
        var equal = image[index - width - 1] == value ? 1 : 0
        equal += image[index - width] == value ? 1 : 0
        equal += image[index - width + 1] == value ? 1 : 0
        equal += image[index - 1] == value ? 1 : 0
        if equal > 2 { return true }
        equal += image[index + 1] == value ? 1 : 0
        equal += image[index + width - 1] == value ? 1 : 0
        equal += image[index + width] == value ? 1 : 0
        equal += image[index + width + 1] == value ? 1 : 0
        return equal > 2
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
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            return countsMoreThanTwo(image, around: index, equalTo: image[index])
        }
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
