import ArgumentParsing
import DiffReports
import Foundation
import PixelDiff

/// A `diff` command line, understood.
public struct DiffRequest: Hashable, Sendable {
    /// The expected side as given: a file, a folder, `git:REF` or `git:REF:PATH`.
    public var expected: String
    /// The actual side as given.
    public var actual: String
    /// How pixels are compared.
    public var options: CompareOptions
    /// `--diff-out`: where composites go, if anywhere.
    public var diffOut: String?
    /// `--report`: the report folder, if any.
    public var reportFolder: String?
    /// `--format`: the report documents.
    public var formats: [ReportFormat]
    /// `--jobs`: threads to use; `nil` for every core.
    public var jobs: Int?

    /// A request; every option defaults as `diff --help` says.
    public init(expected: String, actual: String, options: CompareOptions = .exact, diffOut: String? = nil,
                reportFolder: String? = nil, formats: [ReportFormat] = ReportFormat.allCases, jobs: Int? = nil) {
        self.expected = expected
        self.actual = actual
        self.options = options
        self.diffOut = diffOut
        self.reportFolder = reportFolder
        self.formats = formats
        self.jobs = jobs
    }

    /// Parses the arguments after `diff`.
    ///
    /// - Returns: `nil` when `--help` was asked for.
    /// - Throws: `UsageError` naming the argument for anything it cannot use.
    public static func parse(_ arguments: [String]) throws -> DiffRequest? {
        let definition = CommandDefinition.diff
        let parsed = try ArgumentParser.parse(arguments.map { $0 == "-h" ? "--help" : $0 }, command: "diff",
                                              options: definition.options, maximumPositionals: 2)
        if parsed.flags.contains("--help") { return nil }
        func fail(_ message: String) -> UsageError { UsageError(message, command: "diff") }
        guard parsed.positionals.count == 2 else {
            throw fail(parsed.positionals.isEmpty ? "give the EXPECTED and the ACTUAL file or folder"
                       : "give the ACTUAL file or folder after \"\(parsed.positionals[0])\"")
        }
        var options = try compareOptions(parsed, fail)
        if let text = parsed.last("--max-diff-pixels") {
            guard let value = Int(text), value >= 0 else {
                throw fail("--max-diff-pixels \"\(text)\" is not a whole number ≥ 0")
            }
            options.maxDiffPixels = value
        }
        if let text = parsed.last("--max-diff-ratio") {
            options.maxDiffRatio = try parseRatio(text, fail)
        }
        var request = DiffRequest(expected: parsed.positionals[0], actual: parsed.positionals[1], options: options)
        request.diffOut = try nonEmpty(parsed.last("--diff-out"), "--diff-out", fail)
        request.reportFolder = try nonEmpty(parsed.last("--report"), "--report", fail)
        if let text = parsed.last("--format") {
            guard request.reportFolder != nil else { throw fail("--format needs --report DIR") }
            do { request.formats = try ReportFormat.parseList(text) } catch { throw fail("--format: \(error.message)") }
        }
        if let text = parsed.last("--jobs") {
            guard let value = Int(text), (1...256).contains(value) else {
                throw fail("--jobs \"\(text)\" is not a whole number from 1 to 256")
            }
            request.jobs = value
        }
        return request
    }

    /// The metric, threshold and antialiasing options: `--metric`, `--perceptual`, `--threshold`,
    /// `--ignore-antialiasing`, `--include-aa`.
    static func compareOptions(_ parsed: ParsedArguments, _ fail: (String) -> UsageError) throws -> CompareOptions {
        let metricName = parsed.last("--metric") ?? ColourDifference.ciede2000.rawValue
        let isPixelmatch = metricName == "pixelmatch"
        guard isPixelmatch || ColourDifference(rawValue: metricName) != nil else {
            let names = ColourDifference.allCases.map(\.rawValue) + ["pixelmatch"]
            throw fail("--metric \"\(metricName)\" is not one of \(names.joined(separator: ", "))")
        }
        if isPixelmatch && parsed.flags.contains("--perceptual") {
            throw fail("--perceptual is a CIEDE2000 setting; with --metric pixelmatch give pixelmatch's --threshold (0…1, default 0.1)")
        }
        if parsed.flags.contains("--include-aa") && !isPixelmatch {
            throw fail("--include-aa goes with --metric pixelmatch (the other metrics count antialiasing unless --ignore-antialiasing)")
        }
        if isPixelmatch && parsed.flags.contains("--ignore-antialiasing") {
            throw fail("--ignore-antialiasing is pixelmatch's default already; leave it out, or count antialiasing with --include-aa")
        }
        var options: CompareOptions
        if isPixelmatch {
            options = .pixelmatch(includeAA: parsed.flags.contains("--include-aa"))
        } else {
            options = parsed.flags.contains("--perceptual") ? CompareOptions.perceptual : CompareOptions.exact
            options.metric = ColourDifference(rawValue: metricName)!
            if parsed.flags.contains("--ignore-antialiasing") { options.ignoreAntialiasing = true }
        }
        if let text = parsed.last("--threshold") {
            if isPixelmatch {
                guard let value = Double(text), value.isFinite, value >= 0, value <= 1 else {
                    throw fail("--threshold \"\(text)\" is not a pixelmatch threshold from 0 to 1 (for example 0.1)")
                }
                options.threshold = value
            } else {
                guard let value = Double(text), value.isFinite, value >= 0 else {
                    throw fail("--threshold \"\(text)\" is not a colour difference ≥ 0 (\(options.metric) units, for example 0.8)")
                }
                options.threshold = value
            }
        }
        return options
    }

    /// `0.005`, or `0.5%`: a share from 0 to 1.
    static func parseRatio(_ text: String, _ fail: (String) -> UsageError) throws -> Double {
        let isPercentage = text.hasSuffix("%")
        guard let number = Double(isPercentage ? String(text.dropLast()) : text), number.isFinite else {
            throw fail("--max-diff-ratio \"\(text)\" is not a number (write 0.005 or 0.5%)")
        }
        let ratio = isPercentage ? number / 100 : number
        guard ratio >= 0, ratio <= 1 else {
            throw fail("--max-diff-ratio \"\(text)\" is outside 0…1 (0%…100%)")
        }
        return ratio
    }

    private static func nonEmpty(_ value: String?, _ name: String, _ fail: (String) -> UsageError) throws -> String? {
        guard let value else { return nil }
        guard !value.isEmpty else { throw fail("\(name) needs a path") }
        return value
    }
}
