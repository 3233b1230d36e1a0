import Drawing
import Foundation
import SnapshotCore
import ViewKit

/// Verifying a cell's image golden band by band: the passing case, which is nearly every cell,
/// without holding the page or the golden (`SnapshotRenderer.matchesPixels(of:drawing:configuration:)`).
/// `verify` (`CellGoldens`) and the test API (`assertSnapshots`, the views' `image` strategy) try it
/// first; when it does not match, they check the cell as before, drawing the whole page and
/// comparing with the comparator, its tolerances, messages and artefacts.
public enum BandedVerification {
    /// True when a match of pixels settles the check: the renderer draws in bands, the comparator
    /// passes identical pixels (`SnapshotComparator.passesIdenticalPixels`: not `exactBytes`,
    /// which needs the same PNG bytes), and `policy` compares with an existing golden (`never`,
    /// `failed`, or `missing` with `compareExisting`; `all` compares bytes to decide whether to write).
    public static func applies(renderer: SnapshotRenderer, comparator: SnapshotComparator, policy: RecordPolicy,
                               compareExisting: Bool = true) -> Bool {
        guard renderer.drawBands != nil, comparator.passesIdenticalPixels else { return false }
        switch policy {
        case .never, .failed: return true
        case .missing: return compareExisting
        case .all: return false
        }
    }

    /// When it ``applies(renderer:comparator:policy:compareExisting:)`` and the golden at `path`
    /// exists, draws `view` band by band against it; on a match clears `path`'s stale artefacts (as
    /// `GoldenCheck` does on a match) and returns the page's display list. Nil means: check the
    /// cell the whole-page way.
    public static func matched(_ view: @autoclosure () -> AnyView, configuration: SnapshotConfiguration, path: GoldenPath,
                               store: GoldenStore, artefacts: FailureArtefacts?, renderer: SnapshotRenderer,
                               comparator: SnapshotComparator, policy: RecordPolicy, compareExisting: Bool = true) -> DisplayList? {
        guard applies(renderer: renderer, comparator: comparator, policy: policy, compareExisting: compareExisting),
              store.contains(path),
              let list = renderer.matchesPixels(of: store.url(for: path), drawing: view(), configuration: configuration)
        else { return nil }
        artefacts?.clear(for: path)
        return list
    }
}
