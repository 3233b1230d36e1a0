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

    /// A backend from its parts; `outputRenderer` is `renderer` unless given.
    public init(renderer: SnapshotRenderer, outputRenderer: SnapshotRenderer? = nil,
                comparator: SnapshotComparator = .exactBytes,
                fingerprint: FingerprintSource = .unknown, sheetDrawer: SheetDrawer) {
        self.renderer = renderer
        self.outputRenderer = outputRenderer ?? renderer
        self.comparator = comparator
        self.fingerprint = fingerprint
        self.sheetDrawer = sheetDrawer
    }
}
