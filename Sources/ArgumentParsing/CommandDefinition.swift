import Foundation

/// A subcommand of `nhs-snapshots`: its name, what it does, and the options it accepts.
public struct CommandDefinition: Sendable {
    /// The subcommand, for example `render`.
    public let name: String
    /// One line saying what it does.
    public let summary: String
    /// Extra paragraphs for `--help`.
    public let details: String
    /// Accepted options, `--help` included.
    public let options: [OptionSpec]
    /// How many positional arguments it takes.
    public let maximumPositionals: Int
    /// The positional arguments in the usage line, for example `EXPECTED ACTUAL`; empty for none.
    public var positionalUsage: String = ""

    /// A command from its parts.
    public init(name: String, summary: String, details: String, options: [OptionSpec], maximumPositionals: Int,
                positionalUsage: String = "") {
        self.name = name
        self.summary = summary
        self.details = details
        self.options = options
        self.maximumPositionals = maximumPositionals
        self.positionalUsage = positionalUsage
    }

    /// The `--help` text.
    public var help: String { help(invokedAs: "nhs-snapshots \(name)") }

    /// The `--help` text with `invocation` (for example `nhs-snapshots diff`) in the usage line.
    public func help(invokedAs invocation: String) -> String {
        let width = options.map { $0.name.count + ($0.valueName.map { $0.count + 1 } ?? 0) }.max() ?? 0
        let lines = options.map { option -> String in
            let left = option.name + (option.valueName.map { " " + $0 } ?? "")
            return "  " + left.padding(toLength: width + 2, withPad: " ", startingAt: 0) + option.help
        }
        let positionals = positionalUsage.isEmpty ? "" : " " + positionalUsage
        return "usage: \(invocation)\(positionals) [options]\n\n\(summary)\n"
            + (details.isEmpty ? "" : "\n\(details)\n") + "\noptions:\n" + lines.joined(separator: "\n") + "\n"
    }
}

extension OptionSpec {
    /// `--help`.
    public static let help = OptionSpec.flag("--help", "show this help")
    /// The cell filters every rendering command shares.
    public static let filters: [OptionSpec] = [
        .value("--component", "NAME", "only these components (repeat or separate with commas)"),
        .value("--scenario", "NAME", "only scenarios with these names"),
        .value("--device", "ID", "only these devices: an id (iphone16-393) or a width in points (393)"),
        .value("--size", "SIZE", "only these Dynamic Type sizes: L, xxxL, AX5, accessibility5…"),
        .value("--scheme", "SCHEME", "only light or dark"),
    ]
    /// `--matrix NAME`.
    public static let matrix = OptionSpec.value("--matrix", "NAME", "full, golden or quick")
    /// `--jobs N`.
    public static let jobs = OptionSpec.value("--jobs", "N", "threads to render on (default: every core)")
    /// `--shard K/N`.
    public static let shard = OptionSpec.value("--shard", "K/N", "only the K-th of N deterministic parts of the plan")
    /// `--out DIR`.
    public static let out = OptionSpec.value("--out", "DIR", "output folder (default: Output/ in the working folder)")
}
