import Bitmaps
import FuzzSupport
@testable import PixelDiff

/// libFuzzer entry: two small images (sizes, palette and pixels from the input, equal or not in
/// size) compared with options chosen by the input: every metric, pixelmatch and its styles, any
/// threshold bit pattern, antialiasing on and off, limits, regions, diff images; then the
/// composite. Checks the counts' invariants and that the result does not depend on the diff image.
let fuzzCompare: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { start, count in
    guard let start else { return 0 }
    var input = FuzzInput(start, count)
    var options = CompareOptions()
    options.metric = ColourDifference.allCases[input.number(below: ColourDifference.allCases.count)]
    let thresholds: [Double] = [0, 0.05, 0.1, 0.8, 1, 2.3, 100, -1, .nan, .infinity]
    let choice = input.number(below: thresholds.count + 1)
    options.threshold = choice < thresholds.count ? thresholds[choice] : input.anyDouble()
    options.ignoreAntialiasing = input.flag()
    if input.flag() { options.maxDiffPixels = Int(input.byte()) - 8 }
    if input.flag() { options.maxDiffRatio = input.flag() ? input.anyDouble() : Double(input.byte()) / 255 }
    options.maxRegions = Int(input.byte()) - 2
    if input.flag() {
        options.pixelmatch = PixelmatchOptions(checkerboard: input.flag(), alpha: Double(input.byte()) / 200,
                                               darkerColour: input.flag() ? RGBA8(hex: 0x00FF00) : nil, diffMask: input.flag())
    }
    let sameSize = input.flag()
    let first = image(&input, width: 1 + input.number(below: 40), height: 1 + input.number(below: 40))
    let second = sameSize ? image(&input, like: first) : image(&input, width: 1 + input.number(below: 40), height: 1 + input.number(below: 40))

    let counted = compare(first, second, options: options)
    var drawing = options
    drawing.makesDiffImage = true
    let drawn = compare(first, second, options: drawing)
    precondition(counted.differingPixels == drawn.differingPixels && counted.antialiasedPixels == drawn.antialiasedPixels,
                 "painting the diff image changed the counts")
    precondition(counted.differingPixels >= 0 && counted.differingPixels <= counted.comparedPixels, "count out of range")
    precondition(counted.regions.count <= max(0, options.maxRegions), "more regions than allowed")
    let canvas = PixelSize(width: max(first.width, second.width), height: max(first.height, second.height))
    precondition(drawn.diffImage?.size == canvas, "the diff image is not the canvas size")
    if first == second { precondition(counted.isIdentical && counted.differingPixels == 0, "identical images differ") }
    _ = counted.summary
    _ = makeComposite(expected: first, actual: second, result: drawn)
    return 0
}

/// An image of `width × height` whose pixels come from the input through a four-colour palette
/// (so flat areas and edges, which antialiasing detection looks for, are common).
private func image(_ input: inout FuzzInput, width: Int, height: Int) -> Bitmap {
    let palette = (0..<4).map { _ in RGBA8(red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.flag() ? 255 : input.byte()) }
    var result = Bitmap(width: width, height: height, filledWith: palette[0])
    for y in 0..<height {
        for x in 0..<width where input.remaining > 0 { result[x: x, y: y] = palette[Int(input.byte() & 3)] }
    }
    return result
}

/// A copy of `base` with a few pixels changed from the input.
private func image(_ input: inout FuzzInput, like base: Bitmap) -> Bitmap {
    var result = base
    for _ in 0..<input.number(below: 32) {
        let x = input.number(below: base.width), y = input.number(below: base.height)
        result[x: x, y: y] = RGBA8(red: input.byte(), green: input.byte(), blue: input.byte(), alpha: input.flag() ? 255 : input.byte())
    }
    return result
}
