import Drawing
import Foundation
import Raster

/// A cell laid out and not yet drawn: its display list, and what draws it into a PNG file. It is
/// `SnapshotRenderer.writeFile` in two steps, so a run can look at the page before paying for its
/// pixels (`SnapshotSession.render` copies a page it drew earlier in the run instead of drawing it
/// again).
public struct PreparedFile: Sendable {
    /// The laid-out page in points.
    public let displayList: DisplayList
    /// Draws the page into the file, handing each band also to the sink when one is given; the
    /// same as `writeFile` with the same view and configuration.
    public let write: @Sendable (_ file: URL, _ alongside: (any PageBandSink)?) throws -> WrittenSnapshot

    /// A prepared page: its display list and what draws it.
    public init(displayList: DisplayList,
                write: @escaping @Sendable (_ file: URL, _ alongside: (any PageBandSink)?) throws -> WrittenSnapshot) {
        self.displayList = displayList
        self.write = write
    }
}
