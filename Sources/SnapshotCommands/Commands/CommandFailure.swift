import ImageCodecs
import Raster
import SnapshotCore

/// A command that cannot start or cannot do its job for a reason outside any one cell: its output
/// folder cannot be written, or another `record` holds the golden folder. Exit status 2, like a
/// usage error; the message names the path.
public struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the path.
    public let message: String

    /// A failure with its message.
    public init(_ message: String) { self.message = message }

    /// The exit status: 2.
    public static let exitCode: Int32 = 2

    /// The message.
    public var description: String { message }

    /// `body`'s result, with a golden folder lock held by another run or a folder that cannot be
    /// written turned into a ``CommandFailure``.
    static func mapping<Result>(_ body: () throws -> Result) throws -> Result {
        do { return try body() } catch let error as RecordLockError {
            throw CommandFailure(error.description)
        } catch let error as ImageCodecError {
            if case .cannotWrite = error { throw CommandFailure(error.description) }
            throw error
        }
    }
}
