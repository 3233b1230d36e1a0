import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster

/// Shared helpers for the raster tests.
enum TestSupport {
    /// Tests/RasterTests/Fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The renderer the raster tests draw with: the process's default.
    static func renderer() throws -> Renderer {
        try Renderer.standard()
    }

    static func catalog() throws -> AssetCatalog {
        try AssetCatalog.project()
    }

    static func rasterizer(scale: CGFloat = 1, assets: AssetCatalog? = nil) throws -> Rasterizer {
        try Rasterizer(scale: scale, assets: assets ?? catalog(), renderer: TestSupport.renderer())
    }

    /// A fresh empty folder inside `processFolder`.
    static func temporaryFolder() throws -> URL {
        let folder = processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// This test process's folder under the system temporary folder, holding every
    /// `temporaryFolder()`; it is removed when the process exits, so no run leaves folders behind.
    static let processFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("raster-tests-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: TestSupport.processFolder) }
        return folder
    }()

    /// The bounding box, in points, of pixels that differ from white by more than `threshold`.
    static func inkBox(_ image: Bitmap, scale: CGFloat, threshold: Int = 8) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if 255 - Int(min(p.red, p.green, p.blue)) > threshold {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// True when any pixel in rows `top..<bottom` (points) is inked.
    static func hasInk(_ image: Bitmap, scale: CGFloat, rows: Range<CGFloat>, threshold: Int = 8) -> Bool {
        let top = max(0, Int((rows.lowerBound * scale).rounded(.up)))
        let bottom = min(image.height, Int((rows.upperBound * scale).rounded(.down)))
        guard top < bottom else { return false }
        for y in top..<bottom {
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                if 255 - Int(min(p.red, p.green, p.blue)) > threshold { return true }
            }
        }
        return false
    }

    /// A page with one text item at `origin`, measured with the Pango measurer.
    static func textPage(_ spec: TextSpec, width: CGFloat?, origin: CGPoint = CGPoint(x: 10, y: 10),
                         frameWidth: CGFloat? = nil, page: CGSize) throws -> (DisplayList, TextMeasurement) {
        let measurement = try Renderer.standard().measurer.measure(spec, width: width)
        let frame = CGRect(origin: origin, size: CGSize(width: frameWidth ?? measurement.size.width, height: measurement.size.height))
        let item = TextItem(spec: spec, color: .black, frame: frame, wrapWidth: width ?? .infinity, measurement: measurement)
        return (DisplayList(size: page, background: .white, items: [.text(item)]), measurement)
    }
}
