import Bitmaps

/// Comparison of two images of different sizes: the overlap compared normally, the rest counted.
struct SizeMismatch {
    let expected: Bitmap
    let actual: Bitmap
    let options: CompareOptions

    func compare() -> DiffResult {
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        let canvasWidth = max(expected.width, actual.width), canvasHeight = max(expected.height, actual.height)
        let overlap: DiffResult
        if expected.width == actual.width {
            // Same width (a picture that grew or shrank): the top rows are compared in place and
            // painted straight into a canvas of the full height, with no copy of either image.
            overlap = ComparisonPass(expected: expected, actual: actual, options: options,
                                     rows: overlapHeight, canvasRows: canvasHeight).run()
        } else {
            let crop = { (image: Bitmap) in
                image.width == overlapWidth && image.height == overlapHeight
                    ? image : image.cropped(x: 0, y: 0, width: overlapWidth, height: overlapHeight)
            }
            overlap = PixelDiff.compare(crop(expected), crop(actual), options: options)
        }

        // The strips right of and below the overlap, split by which image covers them.
        var onlyInOne = 0
        var extraRegions: [DiffRegion] = []
        // The overlap's diff image goes in the top-left corner; only the rest starts white.
        var image: Bitmap? = nil
        if let overlapImage = overlap.diffImage {
            let isCanvas = overlapImage.size == PixelSize(width: canvasWidth, height: canvasHeight)
            var canvas = isCanvas ? overlapImage : Bitmap(uninitialisedWidth: canvasWidth, height: canvasHeight)
            if !isCanvas { canvas.paste(overlapImage, x: 0, y: 0) }
            canvas.fill(x: overlapWidth, y: 0, width: canvasWidth - overlapWidth, height: canvasHeight, with: .white)
            canvas.fill(x: 0, y: overlapHeight, width: overlapWidth, height: canvasHeight - overlapHeight, with: .white)
            image = canvas
        }
        for strip in strips(overlapWidth: overlapWidth, overlapHeight: overlapHeight) where strip.width > 0 && strip.height > 0 {
            let covered = coverage(of: strip)
            onlyInOne += covered
            if covered > 0 {
                extraRegions.append(DiffRegion(x: strip.x, y: strip.y, width: strip.width, height: strip.height, pixelCount: covered))
            }
            if covered > 0 && image != nil {
                paintCovered(strip, into: &image!)
            }
        }
        let (regions, omitted) = RegionGrid.finalise(overlap.regions + extraRegions, limit: options.maxRegions)
        return DiffResult(
            expectedSize: expected.size, actualSize: actual.size, isIdentical: false,
            differingPixels: overlap.differingPixels + onlyInOne, antialiasedPixels: overlap.antialiasedPixels,
            comparedPixels: canvasWidth * canvasHeight, largestDelta: overlap.largestDelta, passingThreshold: nil,
            regions: regions, omittedRegionCount: omitted + overlap.omittedRegionCount, passes: false,
            options: options, diffImage: image)
    }

    /// The canvas outside the overlap as three rectangles: right of it, below it, and the corner.
    private func strips(overlapWidth: Int, overlapHeight: Int) -> [DiffRegion] {
        let canvasWidth = max(expected.width, actual.width), canvasHeight = max(expected.height, actual.height)
        return [
            DiffRegion(x: overlapWidth, y: 0, width: canvasWidth - overlapWidth, height: overlapHeight, pixelCount: 0),
            DiffRegion(x: 0, y: overlapHeight, width: overlapWidth, height: canvasHeight - overlapHeight, pixelCount: 0),
            DiffRegion(x: overlapWidth, y: overlapHeight, width: canvasWidth - overlapWidth, height: canvasHeight - overlapHeight, pixelCount: 0),
        ]
    }

    /// How many pixels of the rectangle lie inside either image (outside the overlap, never both).
    private func coverage(of strip: DiffRegion) -> Int {
        func inside(_ image: Bitmap) -> Int {
            let width = max(0, min(image.width, strip.x + strip.width) - strip.x)
            let height = max(0, min(image.height, strip.y + strip.height) - strip.y)
            return width * height
        }
        return inside(expected) + inside(actual)
    }

    /// Paints red the parts of the rectangle that one image covers.
    private func paintCovered(_ strip: DiffRegion, into image: inout Bitmap) {
        let red = RGBA8(red: 255, green: 0, blue: 0)
        for source in [expected, actual] {
            let width = min(source.width, strip.x + strip.width) - strip.x
            let height = min(source.height, strip.y + strip.height) - strip.y
            if width > 0 && height > 0 {
                image.fill(x: strip.x, y: strip.y, width: width, height: height, with: red)
            }
        }
    }
}
