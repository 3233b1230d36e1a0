import Foundation
import NHSSnapshot

/// The live backend with a count of the whole pages its renderer draws (`render(_:configuration:)`),
/// so a test can tell a cell verified band by band (no whole page) from one checked the old way.
public final class CountingBackend: Sendable {
    private final class Count: @unchecked Sendable {
        let lock = NSLock()
        var value = 0
    }

    private let count = Count()
    /// The backend: the live one, counting whole pages. With `bands` false its renderer cannot
    /// draw in bands, so every cell is checked whole, as before band-by-band verification.
    public let backend: SnapshotBackend

    /// A counting live backend; `comparator` replaces the live one when given.
    public init(bands: Bool = true, comparator: SnapshotComparator? = nil) {
        var backend = SnapshotBackend.live
        let live = backend.renderer, count = self.count
        backend.renderer = SnapshotRenderer(name: live.name, providesDisplayList: live.providesDisplayList,
                                            writeFile: live.writeFile, drawBands: bands ? live.drawBands : nil) { view, configuration in
            count.lock.lock(); count.value += 1; count.lock.unlock()
            return try live.render(view, configuration: configuration)
        }
        if let comparator { backend.comparator = comparator }
        self.backend = backend
    }

    /// How many whole pages have been drawn so far.
    public var wholePages: Int {
        count.lock.lock(); defer { count.lock.unlock() }
        return count.value
    }
}
