import Foundation

/// Standard output and error, and whether standard error is a terminal (for the progress bar).
struct Terminal: Sendable {
    /// True when standard error is an interactive terminal and `CI` is not set.
    let isInteractive: Bool = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil

    /// Prints `text` and a newline to standard output.
    func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Prints `text` and a newline to standard error.
    func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Writes `text` to standard error as it is.
    func errRaw(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
