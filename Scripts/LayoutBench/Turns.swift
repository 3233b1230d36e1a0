import Foundation
import LayoutEngine
import NHSSnapshot
import ViewKit

/// Layout of one rows page after another, on request: for a coordinator that lets two such
/// processes (a short page and a long one) take turns, so that both meet the same machine within
/// a fraction of a second (Scripts/layout_turns.py). Reads whole numbers from standard input, one
/// a line; for each, lays out that many pages of `rows` rows (each with texts no page has had)
/// and answers with one line: the thread CPU seconds those pages took, then the seconds of each
/// phase of layout (`LayoutPhaseClock`) as `name=seconds`. Ends at end of input.
enum Turns {
    static func serve(rows: Int) throws {
        let configuration = SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light)
        // Start-up (fonts, the renderer) before the first turn, not in it.
        _ = try layoutScreen(next(rows), configuration: configuration)
        let clock = LayoutPhaseClock()
        LayoutPhaseClock.current = clock
        answer("ready")
        while let line = readLine() {
            guard let pages = Int(line.trimmingCharacters(in: .whitespaces)), pages > 0 else {
                throw BenchError("--turns reads page counts, one whole number a line; got \"\(line)\"")
            }
            let before = clock.seconds
            let start = LayoutBench.threadTime()
            for _ in 0..<pages { _ = try layoutScreen(next(rows), configuration: configuration) }
            let total = LayoutBench.threadTime() - start
            let phases = LayoutPhaseClock.Phase.allCases.map { phase in
                String(format: " %@=%.6f", "\(phase)", clock.seconds[phase.rawValue] - before[phase.rawValue])
            }
            answer(String(format: "%.6f", total) + phases.joined())
        }
    }

    /// Writes `line` to standard output at once (not buffered: the coordinator is waiting for it).
    private static func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The rows page with the next salt.
    private static func next(_ rows: Int) -> some View {
        LayoutBench.salt += 1
        return BenchViews.rows(rows, salt: LayoutBench.salt)
    }
}
