import Raster
import SnapshotCore

/// Everything the snapshot machinery needs from the rendering pipeline, as replaceable values.
public struct SnapshotBackend: Sendable {
    /// Renders cells for goldens and for comparing with them (`record`, `verify`, the test API).
    public var renderer: SnapshotRenderer
    /// Renders cells into files that nobody commits (the `render` command): the same pixels as
    /// `renderer`, and PNG settings chosen for speed rather than size.
    public var outputRenderer: SnapshotRenderer
    /// Compares goldens with new images.
    public var comparator: SnapshotComparator
    /// Fingerprints the renderer's environment.
    public var fingerprint: FingerprintSource
    /// Draws contact sheets.
    public var sheetDrawer: SheetDrawer
    /// The one raster renderer the backend draws with, which the session hands to what else it
    /// draws from a cell's display list (audit backdrops, accessibility overlays); nil for a
    /// backend without the raster (such a backend's renderers give no display list).
    public var raster: Renderer?

    /// A backend from its parts; `outputRenderer` is `renderer` unless given.
    public init(renderer: SnapshotRenderer, outputRenderer: SnapshotRenderer? = nil,
                comparator: SnapshotComparator = .exactBytes,
                fingerprint: FingerprintSource = .unknown, sheetDrawer: SheetDrawer, raster: Renderer? = nil) {
        self.renderer = renderer
        self.outputRenderer = outputRenderer ?? renderer
        self.comparator = comparator
        self.fingerprint = fingerprint
        self.sheetDrawer = sheetDrawer
        self.raster = raster
    }
}

/// Something that needs the raster was asked of a backend without one (`SnapshotBackend.raster` is nil).
public struct MissingRasterError: Error, Equatable, CustomStringConvertible {
    /// What needed the raster, for example "accessibility overlays".
    public let purpose: String

    /// A message naming what needed the raster.
    public var description: String { "\(purpose) need the raster renderer, and this backend has none (SnapshotBackend.raster is nil)" }
}
