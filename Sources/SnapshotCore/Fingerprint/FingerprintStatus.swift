import Foundation

/// How this machine's renderer compares with the one that made the goldens.
public enum FingerprintStatus: Hashable, Sendable {
    /// The renderer gives no fingerprint (a stand-in renderer, say); nothing was checked.
    case unknown
    /// No fingerprint is stored beside the goldens.
    case notStored
    /// The same renderer.
    case same
    /// This renderer's fingerprint was written beside the goldens.
    case written
    /// A different renderer; each entry names one change, for example `Pango 1.50.12 → 1.52.0`.
    case changed([String])

    /// True when the renderer changed.
    public var isFailure: Bool {
        if case .changed = self { return true }
        return false
    }

    /// A sentence for the summary.
    public var message: String {
        switch self {
        case .unknown: return "renderer fingerprint: this renderer gives none, not checked"
        case .notStored: return "renderer fingerprint: none stored beside the goldens; `nhs-snapshots record` writes one"
        case .same: return "renderer fingerprint: unchanged"
        case .written: return "renderer fingerprint: written to Snapshots/fingerprint.txt"
        case .changed(let changes):
            return "the renderer changed: " + changes.joined(separator: ", ")
                + " (pixel differences below may come from this; re-record on the new renderer or restore the old one)"
        }
    }

    /// Compares the fingerprint stored in `store` with `source`'s current one.
    public static func check(_ source: FingerprintSource, store: GoldenStore) throws -> FingerprintStatus {
        guard let current = try source.current() else { return .unknown }
        guard let data = FileManager.default.contents(atPath: store.fingerprintURL.path) else { return .notStored }
        let stored = String(decoding: data, as: UTF8.self)
        let changes = source.differences(stored: stored, current: current)
        return changes.isEmpty ? .same : .changed(changes)
    }
}
