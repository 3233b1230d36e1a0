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
