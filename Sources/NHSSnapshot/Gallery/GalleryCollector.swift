import Bitmaps
import Foundation
import ImageCodecs
import Raster
import SnapshotCore

/// One matrix cell as the gallery shows it.
public struct GalleryCell: Sendable, Hashable {
    /// The cell's golden path (also where its image is, relative to the output folder).
    public let path: GoldenPath
    /// Device, size and scheme.
    public let configuration: SnapshotConfiguration
    /// The small thumbnail made for the page, relative to the output folder; nil without an image.
    public let thumbnail: String?
    /// The full image's size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    /// The thumbnail's size in pixels.
    public let thumbnailWidth: Int, thumbnailHeight: Int
    /// What VoiceOver reads, one element a line, when the renderer gave a display list.
    public let transcript: String?
}

/// Makes the gallery's thumbnails (small PNGs, `thumbnailWidth` pixels wide, the project's own
/// `fast` encoder) from each cell's 1x thumbnail as it is rendered, on any thread, and keeps one
/// small record a cell for the page's data. Thumbnails go to `gallery/thumbs/<golden path>`.
public final class GalleryCollector: @unchecked Sendable {
    /// The folder inside the output folder that holds the page's thumbnails.
    public static let thumbnailsFolder = "gallery/thumbs"

    private let outputFolder: URL
    private let thumbnailWidth: Int
    private let lock = NSLock()
    private var cells: [GoldenPath: GalleryCell] = [:]
    private var problems: [String] = []

    /// A collector writing under `outputFolder`.
    public init(outputFolder: URL, thumbnailWidth: Int = 144) {
        self.outputFolder = outputFolder
        self.thumbnailWidth = thumbnailWidth
    }

    /// Records a rendered cell: `small` is its 1x thumbnail, the full image `width × height` pixels.
    public func add(_ cell: SnapshotCell, small: Bitmap, width: Int, height: Int, transcript: String?) {
        let newWidth = min(small.width, thumbnailWidth)
        let newHeight = max(1, Int((Double(small.height) * Double(newWidth) / Double(max(1, small.width))).rounded()))
        let shrunk = Thumbnail.shrink(small.pixels, width: small.width, height: small.height, to: newWidth, newHeight)
        let segments = GalleryCollector.thumbnailsFolder.split(separator: "/").map(String.init) + cell.path.components()
        do {
            let data = try PNGCodec.encode(Bitmap(width: shrunk.width, height: shrunk.height, madePixels: shrunk.pixels), settings: .fast)
            try AtomicFile.write(data, to: segments.reduce(outputFolder) { $0.appendingPathComponent($1) })
            store(GalleryCell(path: cell.path, configuration: cell.configuration, thumbnail: segments.joined(separator: "/"),
                              pixelWidth: width, pixelHeight: height, thumbnailWidth: shrunk.width,
                              thumbnailHeight: shrunk.height, transcript: transcript))
        } catch {
            lock.lock(); problems.append("gallery thumbnail \(cell.path): \(error)"); lock.unlock()
        }
    }

    private func store(_ cell: GalleryCell) {
        lock.lock(); defer { lock.unlock() }
        cells[cell.path] = cell
    }

    /// The cells recorded, in `plan` order.
    public func cells(for plan: SnapshotPlan) -> [GalleryCell] {
        lock.lock(); defer { lock.unlock() }
        return plan.cells.compactMap { cells[$0.path] }
    }

    /// Thumbnails that could not be written.
    public var failures: [String] {
        lock.lock(); defer { lock.unlock() }
        return problems.sorted()
    }
}
