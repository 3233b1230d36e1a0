import Foundation
import NHSSnapshot
import SnapshotCore

/// One tall page recorded, then verified, as `nhs-snapshots record` and `verify` check a cell: the
/// rows benchmark at 393 pt, Large text, one cell at `scale`, goldens in `<folder>/Snapshots`.
/// `verify` compares band by band as it draws (`BandedVerification`); `verify-whole` uses a
/// renderer that cannot draw in bands, so the cell is drawn whole, encoded and compared as before.
/// Prints the outcome and the process's CPU time; run under `/usr/bin/time -v` for the peak memory.
enum TallPageVerify {
    static let modes = ["record", "verify", "verify-whole"]

    static func run(rows: Int, scale: Int, folder: URL, mode: String) throws {
        guard modes.contains(mode) else { throw BenchError("--verify-tall-page takes one of \(modes.joined(separator: ", ")), not \(mode)") }
        var configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        configuration.scale = scale
        let scenario = Scenario(component: "Bench", name: "tall-\(rows)-rows") { BenchViews.rows(rows) }
        let plan = SnapshotPlan(catalogue: try ScenarioCatalogue([scenario]), matrix: SnapshotMatrix(name: "tall", cells: [configuration]))
        var backend = SnapshotBackend.live
        if mode == "verify-whole" {
            let live = backend.renderer
            backend.renderer = SnapshotRenderer(name: live.name, providesDisplayList: live.providesDisplayList, writeFile: live.writeFile) {
                try live.render($0, configuration: $1)
            }
        }
        let session = SnapshotSession(backend: backend, jobs: 1)
        let store = GoldenStore(packageRoot: folder)
        let start = processTime()
        let summary = mode == "record" ? session.record(plan, store: store)
            : session.verify(plan, store: store, artefacts: FailureArtefacts(folder: folder.appendingPathComponent("Output/failures")))
        let seconds = processTime() - start
        let outcome = summary.reports.map { "\($0.outcome)" }.joined(separator: "; ")
        print("\(rows) rows at \(scale)x, \(mode): \(outcome), \(String(format: "%.2f", seconds)) s CPU (user + system)")
    }

    /// User + system CPU time of the whole process (every thread) so far, in seconds.
    static func processTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
