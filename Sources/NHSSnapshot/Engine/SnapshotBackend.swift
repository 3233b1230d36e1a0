/// Everything the snapshot machinery needs from the rendering pipeline, as replaceable values.
public struct SnapshotBackend: Sendable {
    /// Renders cells.
    public var renderer: SnapshotRenderer
    /// Compares goldens with new images.
    public var comparator: SnapshotComparator
    /// Fingerprints the renderer's environment.
    public var fingerprint: FingerprintSource
    /// Draws contact sheets.
    public var sheetDrawer: SheetDrawer

    /// A backend from its parts.
    public init(renderer: SnapshotRenderer, comparator: SnapshotComparator = .exactBytes,
                fingerprint: FingerprintSource = .unknown, sheetDrawer: SheetDrawer) {
        self.renderer = renderer
        self.comparator = comparator
        self.fingerprint = fingerprint
        self.sheetDrawer = sheetDrawer
    }
}
