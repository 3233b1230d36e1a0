/// Shrinks RGBA8 images for contact sheets with an area-average (box) filter on premultiplied
/// samples, so edges do not darken. Deterministic: integer arithmetic only.
public enum Thumbnail {
    /// `pixels` (`width × height`) reduced to `newWidth × newHeight`; sizes are clamped to at least 1
    /// and at most the original (thumbnails never enlarge).
    public static func shrink(_ pixels: [UInt8], width: Int, height: Int,
                              to newWidth: Int, _ newHeight: Int) -> (width: Int, height: Int, pixels: [UInt8]) {
        let outWidth = min(width, max(1, newWidth)), outHeight = min(height, max(1, newHeight))
        guard outWidth != width || outHeight != height else { return (width, height, pixels) }
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        // Unchecked pointers in the loops: every index stays inside the two buffers by construction.
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                let pixels = source.baseAddress!, out = target.baseAddress!
                for row in 0..<outHeight {
                    let y0 = row * height / outHeight, y1 = max(y0 + 1, (row + 1) * height / outHeight)
                    for column in 0..<outWidth {
                        let x0 = column * width / outWidth, x1 = max(x0 + 1, (column + 1) * width / outWidth)
                        var red = 0, green = 0, blue = 0, alpha = 0
                        for y in y0..<y1 {
                            var base = (y * width + x0) * 4
                            for _ in x0..<x1 {
                                let a = Int(pixels[base + 3])
                                red &+= Int(pixels[base]) &* a
                                green &+= Int(pixels[base + 1]) &* a
                                blue &+= Int(pixels[base + 2]) &* a
                                alpha &+= a
                                base &+= 4
                            }
                        }
                        let count = (y1 - y0) * (x1 - x0), base = (row * outWidth + column) * 4
                        if alpha > 0 {
                            out[base] = UInt8((red + alpha / 2) / alpha)
                            out[base + 1] = UInt8((green + alpha / 2) / alpha)
                            out[base + 2] = UInt8((blue + alpha / 2) / alpha)
                        }
                        out[base + 3] = UInt8((alpha + count / 2) / count)
                    }
                }
            }
        }
        return (outWidth, outHeight, out)
    }
}
