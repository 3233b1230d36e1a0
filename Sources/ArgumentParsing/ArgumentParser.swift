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
