/// Input a command cannot start with: a missing resource bundle, an image a scenario names that
/// is found nowhere, an image folder that is not a folder, a golden folder that cannot be read.
/// The command line prints each problem and exits with status 2, before anything is written.
public struct CommandInputError: Error, Equatable, CustomStringConvertible {
    /// One message per problem, each naming the path or value at fault.
    public let problems: [String]

    /// The exit status, the same as for a usage error.
    public static let exitCode: Int32 = 2

    /// An error with `problems`.
    public init(_ problems: [String]) { self.problems = problems }

    /// The problems, one a line.
    public var description: String { problems.joined(separator: "\n") }
}
