import PixelDiff

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
