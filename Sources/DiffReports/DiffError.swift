import Foundation

/// A usage or input problem (exit code 2): a missing path, the same path twice, an empty folder,
/// an unreadable or undecodable file, a git revision that does not exist. The message names the
/// path or value and says what is wrong.
public struct DiffError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// One sentence naming the path or value and the problem.
    public let message: String

    /// An error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }

    /// The message, for `localizedDescription`.
    public var errorDescription: String? { message }

    /// Always ``DiffExitCode/inputError``.
    public var exitCode: DiffExitCode { .inputError }
}
