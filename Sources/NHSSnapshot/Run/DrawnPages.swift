import Bitmaps
import Drawing
import Foundation
import ImageCodecs

/// The pages a render run drew last, so that a cell whose page is the same as one of them (a
/// scenario that does not change with the text size, say) gets a copy of that file instead of being
/// drawn and encoded again. Two pages are the same when what is drawn is: the display list's size,
/// background and items, at the same scale, with the same image folders. One run draws with one
/// renderer and one encoding, so the same page gives the same bytes. Only the last pages are kept
/// (at most `capacity`, their thumbnails at most `thumbnailBytes`), so memory stays bounded however
/// long the run; a page the same as an older one is drawn again, which costs time, never bytes.
/// Safe to use from several threads.
final class DrawnPages: @unchecked Sendable {
    /// What decides a page's pixels.
    struct Key: Hashable {
        let size: CGSize
        let background: RGBAColor
        let items: [DisplayItem]
        let scale: Int
        let images: [ImageSource]

        /// The key of `displayList` drawn in `configuration`.
        init(_ displayList: DisplayList, in configuration: SnapshotConfiguration) {
            size = displayList.size
            background = displayList.background
            items = displayList.items
            scale = configuration.scale
            images = configuration.images
        }
    }

    /// A page drawn into a file, with its 1x thumbnail when the run makes them.
    struct Page {
        let file: URL
        let width: Int
        let height: Int
        let thumbnail: Bitmap?

        var thumbnailBytes: Int { thumbnail.map { $0.width * $0.height * 4 } ?? 0 }
    }

    /// How many pages are kept when not told: twenty scenarios of a sheet of phones (4 devices ×
    /// 12 sizes each), so a variant of a scenario several scenarios later in its sheet is still found.
    static let defaultCapacity = 1_024
    /// How many bytes of thumbnails are kept when not told. A 1x thumbnail of a card is about
    /// 0.5 MB; in the full matrix (taken in sheet order on one thread), 128 MiB finds 740 of the
    /// 812 copies and 98.5 % of their pixels.
    static let defaultThumbnailBytes = 128 << 20

    let capacity: Int
    let thumbnailBytes: Int
    private let lock = NSLock()
    private var pages: [Key: Page] = [:]
    private var order: [Key] = []
    private var heldBytes = 0
    private var copies = 0

    /// An empty memory of at most `capacity` pages and `thumbnailBytes` of their thumbnails.
    init(capacity: Int = DrawnPages.defaultCapacity, thumbnailBytes: Int = DrawnPages.defaultThumbnailBytes) {
        self.capacity = max(1, capacity)
        self.thumbnailBytes = thumbnailBytes
    }

    /// How many cells were copied from an earlier page.
    var copied: Int {
        lock.lock()
        defer { lock.unlock() }
        return copies
    }

    /// The kept page drawn with `key`, if any.
    func page(for key: Key) -> Page? {
        lock.lock()
        defer { lock.unlock() }
        return pages[key]
    }

    /// Keeps `page` as the one drawn with `key`, forgetting the oldest pages while over either limit.
    func note(_ page: Page, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if let old = pages.updateValue(page, forKey: key) {
            heldBytes -= old.thumbnailBytes
        } else {
            order.append(key)
        }
        heldBytes += page.thumbnailBytes
        var dropped = 0
        while order.count - dropped > capacity || (heldBytes > thumbnailBytes && dropped < order.count) {
            if let gone = pages.removeValue(forKey: order[dropped]) { heldBytes -= gone.thumbnailBytes }
            dropped += 1
        }
        order.removeFirst(dropped)
    }

    /// Gives `file` the bytes of `page`'s file (whole or not at all) and counts it; false, writing
    /// nothing, when the earlier file cannot be read (removed since), so the caller draws instead.
    ///
    /// Where `file` does not exist yet (a new output folder), it becomes a second name of the
    /// earlier file (a hard link): no bytes are written, which in a new folder of the full matrix
    /// is about a quarter of the cells' bytes. Every writer of this project replaces a file
    /// through a temporary file and a rename, never in place, so a later run that changes either
    /// cell gives it a file of its own. Where `file` exists (a run over earlier output), or the
    /// volume has no hard links, the bytes are copied as before, and an unchanged file is left as
    /// it is (`AtomicFile`).
    func copy(_ page: Page, to file: URL) throws -> Bool {
        if link(page.file.path, file.path) != 0 {
            guard let bytes = try? Data(contentsOf: page.file) else { return false }
            try AtomicFile.write(bytes, to: file)
        }
        lock.lock()
        copies += 1
        lock.unlock()
        return true
    }
}
