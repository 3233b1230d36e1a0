import PixelDiff

/// Everything a diff found, in the shape the JSON report stores (and `merge` reads back).
public struct DiffReport: Hashable, Sendable, Codable {
    /// The version of this JSON layout.
    public var formatVersion: Int
    /// The expected side as given (`git:main:Snapshots`, a folder, a file).
    public var expected: String
    /// The actual side as given.
    public var actual: String
    /// The comparison options used.
    public var options: CompareOptions
    /// One entry per image, changed first (see ``DiffEntry/Status``), then by name.
    public var entries: [DiffEntry]

    /// The current ``formatVersion``.
    public static let currentFormatVersion = 1

    /// A report; entries are put in report order.
    public init(expected: String, actual: String, options: CompareOptions, entries: [DiffEntry]) {
        formatVersion = Self.currentFormatVersion
        self.expected = expected
        self.actual = actual
        self.options = options
        self.entries = entries.sorted(by: DiffEntry.reportOrder)
    }

    /// How many entries have `status`.
    public func count(_ status: DiffEntry.Status) -> Int {
        entries.reduce(0) { $0 + ($1.status == status ? 1 : 0) }
    }

    /// ``DiffExitCode/match`` when every entry is unchanged, else ``DiffExitCode/differ``.
    public var exitCode: DiffExitCode {
        entries.allSatisfy { $0.status == .unchanged } ? .match : .differ
    }

    /// `3 changed, 1 added, 0 removed, 120 unchanged`.
    public var countsLine: String {
        DiffEntry.Status.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }
}

/// One image's outcome.
public struct DiffEntry: Hashable, Sendable, Codable {
    /// What happened to an image between the two sides.
    public enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// Both sides have it and it does not pass the comparison.
        case changed
        /// Only the actual side has it.
        case added
        /// Only the expected side has it.
        case removed
        /// Both sides have it and it passes (byte-identical, or within the limits).
        case unchanged

        /// Order in reports: changed first, unchanged last.
        var rank: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// Relative path inside the compared folders (file mode: the actual file's name).
    public var name: String
    /// The outcome.
    public var status: Status
    /// Where the expected image was read from, when it exists.
    public var expectedPath: String?
    /// Where the actual image was read from, when it exists.
    public var actualPath: String?
    /// Expected image size, when decoded.
    public var expectedSize: PixelSize?
    /// Actual image size, when decoded.
    public var actualSize: PixelSize?
    /// Whether the two files have exactly the same bytes (then nothing was decoded).
    public var byteIdentical: Bool
    /// The pixel comparison, when both sides were decoded.
    public var metrics: DiffMetrics?
    /// One sentence for people: the PixelDiff summary, or what was added or removed.
    public var message: String
    /// Image files written for this entry, relative to the report folder.
    public var images: EntryImagePaths?

    /// An entry from its parts.
    public init(
        name: String, status: Status, expectedPath: String? = nil, actualPath: String? = nil,
        expectedSize: PixelSize? = nil, actualSize: PixelSize? = nil, byteIdentical: Bool = false,
        metrics: DiffMetrics? = nil, message: String, images: EntryImagePaths? = nil
    ) {
        self.name = name
        self.status = status
        self.expectedPath = expectedPath
        self.actualPath = actualPath
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.byteIdentical = byteIdentical
        self.metrics = metrics
        self.message = message
        self.images = images
    }

    /// Changed, added, removed, unchanged; by name within each.
    static func reportOrder(_ first: DiffEntry, _ second: DiffEntry) -> Bool {
        (first.status.rank, first.name) < (second.status.rank, second.name)
    }
}

/// The numbers of a pixel comparison (see `PixelDiff.DiffResult`).
public struct DiffMetrics: Hashable, Sendable, Codable {
    /// Pixels counted as different.
    public var differingPixels: Int
    /// Pixels classed as antialiasing.
    public var antialiasedPixels: Int
    /// Pixels compared (the larger canvas).
    public var comparedPixels: Int
    /// `differingPixels / comparedPixels`.
    public var ratio: Double
    /// Largest ΔE of a changed pixel.
    public var largestDelta: Double
    /// Smallest threshold that would pass; `nil` when sizes differ.
    public var passingThreshold: Double?
    /// Rectangles around the changes, in canvas pixels.
    public var regions: [DiffRegion]
    /// Regions left out of `regions`.
    public var omittedRegionCount: Int
    /// Whether the pair passes.
    public var passes: Bool

    /// The numbers of a PixelDiff result.
    public init(_ result: DiffResult) {
        differingPixels = result.differingPixels
        antialiasedPixels = result.antialiasedPixels
        comparedPixels = result.comparedPixels
        ratio = result.ratio
        largestDelta = result.largestDelta
        passingThreshold = result.passingThreshold
        regions = result.regions
        omittedRegionCount = result.omittedRegionCount
        passes = result.passes
    }
}

/// The image files of an entry, as paths relative to the report folder.
public struct EntryImagePaths: Hashable, Sendable, Codable {
    /// The expected image, when it exists.
    public var expected: String?
    /// The actual image, when it exists.
    public var actual: String?
    /// The diff image, when both exist.
    public var diff: String?
    /// The labelled side-by-side composite.
    public var composite: String?

    /// Paths from their parts.
    public init(expected: String? = nil, actual: String? = nil, diff: String? = nil, composite: String? = nil) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.composite = composite
    }
}
