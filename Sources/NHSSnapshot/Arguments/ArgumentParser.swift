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

/// What a command line held: option values by name (every occurrence, in order), flags given, and positionals.
public struct ParsedArguments: Equatable, Sendable {
    /// Values of options, by name with dashes.
    public var values: [String: [String]] = [:]
    /// Flags given, by name with dashes.
    public var flags: Set<String> = []
    /// Arguments that are not options, in order.
    public var positionals: [String] = []

    /// The values of `name`, each split at commas: `--device 320,393 --device 1032` gives three.
    public func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }

    /// The last value of `name`, if given.
    public func last(_ name: String) -> String? { values[name]?.last }
}

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

/// A small parser for `--name value`, `--name=value`, flags, `--` and positionals.
public enum ArgumentParser {
    /// Parses `arguments` for `command` against `options`; at most `maximumPositionals` positionals.
    public static func parse(_ arguments: [String], command: String, options: [OptionSpec],
                             maximumPositionals: Int = 0) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0, onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                guard parsed.positionals.count < maximumPositionals else {
                    throw UsageError("unexpected argument \"\(argument)\" for `\(command)`", command: command)
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            let (name, inline) = split(argument)
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option \"\(name)\" for `\(command)`", command: command)
            }
            if spec.valueName == nil {
                guard inline == nil else {
                    throw UsageError("\(name) takes no value (got \"\(inline!)\")", command: command)
                }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                    throw UsageError("\(name) needs a value (\(spec.valueName!))", command: command)
                }
                value = arguments[index]
                index += 1
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
