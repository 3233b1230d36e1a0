import Foundation
import SnapshotCore

/// Shows progress on standard error: a redrawn bar on a terminal, otherwise a plain line every
/// tenth of the work or every 10 seconds (for CI logs). Failed cells are always printed, named.
final class ProgressPrinter: @unchecked Sendable {
    private let terminal: Terminal
    private let command: String
    private let lock = NSLock()
    private let start = Date()
    private var lastLine = Date()
    private var lastTenth = 0
    private var barShown = false

    init(terminal: Terminal, command: String) {
        self.terminal = terminal
        self.command = command
    }

    /// Records one finished cell.
    func update(_ report: CellReport, completed: Int, total: Int) {
        lock.lock(); defer { lock.unlock() }
        if report.outcome.isFailure {
            clearBar()
            terminal.err("\(report.outcome.kind.uppercased()) \(report.cellName)")
        }
        let elapsed = Date().timeIntervalSince(start)
        if terminal.isInteractive {
            let width = 30, filled = total == 0 ? width : width * completed / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
            terminal.errRaw(String(format: "\r%@ [%@] %d/%d %.1fs", command, bar, completed, total, elapsed))
            barShown = true
        } else {
            let tenth = total == 0 ? 10 : completed * 10 / total
            if tenth > lastTenth || Date().timeIntervalSince(lastLine) >= 10 || completed == total {
                terminal.err(String(format: "%@: %d/%d cells (%.1f s)", command, completed, total, elapsed))
                lastTenth = tenth
                lastLine = Date()
            }
        }
    }

    /// Ends the bar's line before the summary is printed.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        clearBar()
    }

    private func clearBar() {
        if barShown { terminal.errRaw("\n"); barShown = false }
    }
}
