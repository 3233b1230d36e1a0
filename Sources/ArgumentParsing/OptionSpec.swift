/// One option a command accepts: a flag (`--missing`) or an option with a value (`--jobs N`).
public struct OptionSpec: Hashable, Sendable {
    /// The long name with its dashes, for example `--jobs`.
    public let name: String
    /// The value's placeholder in help (`N`), or `nil` for a flag.
    public let valueName: String?
    /// One line of help.
    public let help: String

    /// An option taking a value.
    public static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help)
    }

    /// A flag.
    public static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }
}
