import Foundation
import ImageCodecs
import SnapshotCore

/// `record`'s image golden written band by band (`SnapshotRenderer.writeFile`), so a tall page is
/// never held whole: the same outcomes as `GoldenCheck` under the `all` and `missing` policies
/// without comparing (what `record` asks for).
///
/// 1. Under `missing`, a stored golden is `skipped`, nothing drawn.
/// 2. The page is written to a temporary file beside the golden (named with `AtomicFile`'s prefix,
///    so folder scans skip it).
/// 3. No golden: the file is renamed into place, `recorded`. A golden of the same bytes: the file
///    is removed, `unchanged`. Other bytes: renamed over it, `updated`.
/// 4. Any failure removes the temporary file and is the outcome.
enum StreamedImageRecord {
    /// True when `record` of a cell can take this path: a renderer that writes files, a record
    /// policy (`all`, `missing`) and no comparison of existing goldens.
    static func applies(renderer: SnapshotRenderer, policy: RecordPolicy, compareExisting: Bool, artefacts: FailureArtefacts?) -> Bool {
        renderer.writeFile != nil && (policy == .all || policy == .missing) && !compareExisting && artefacts == nil
    }

    /// Records the image golden at `path` of `cell`; returns the outcome and, when the page was
    /// drawn, an image carrying its display list only (no pixels) for the text goldens.
    static func record(_ cell: SnapshotCell, path: GoldenPath, store: GoldenStore, policy: RecordPolicy,
                       renderer: SnapshotRenderer) -> (CellOutcome, SnapshotImage?) {
        guard let writeFile = renderer.writeFile else { return (.failed("\(renderer.name) cannot write files"), nil) }
        if policy == .missing && store.contains(path) { return (.skipped, nil) }
        let destination = store.url(for: path)
        let candidate = destination.deletingLastPathComponent()
            .appendingPathComponent(AtomicFile.temporaryPrefix + "candidate-\(UUID().uuidString)-" + destination.lastPathComponent)
        do {
            defer { unlink(candidate.path) }
            let golden = try store.read(path)
            let written = try writeFile(cell.scenario.makeView(), cell.configuration, candidate, nil)
            let page = SnapshotImage.displayListOnly(written.displayList)
            if let golden, try ImageFile.readBytes(candidate) == golden { return (.unchanged, page) }
            guard rename(candidate.path, destination.path) == 0 else {
                throw ImageCodecError.cannotWrite(path: destination.path,
                                                  reason: "cannot move the new file into place: \(String(cString: strerror(errno)))")
            }
            return (golden == nil ? .recorded : .updated(nil), page)
        } catch {
            return (.thrown(error), nil)
        }
    }
}
