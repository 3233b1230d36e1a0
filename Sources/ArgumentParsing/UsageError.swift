/// A command line that cannot be understood. The program prints it with the command's usage and exits 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, naming the argument.
    public let message: String
    /// The command whose usage to print, or `nil` for the top level.
    public let command: String?

    /// An error.
    public init(_ message: String, command: String?) {
        self.message = message
        self.command = command
    }

    /// The exit code for usage errors.
    public static let exitCode: Int32 = 2

    /// The message.
    public var description: String { message }
}
