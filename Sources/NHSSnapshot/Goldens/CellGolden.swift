import SnapshotCore

/// One kind of golden every matrix cell has, made from the cell's rendered image: the PNG, and the
/// VoiceOver transcript beside it. `CellGolden.all` is the one list both the command line
/// (`record`, `verify`) and the test API (`assertSnapshots`) check, so a new kind of golden is one
/// more entry there.
public struct CellGolden: Sendable {
    /// What it is, for messages: `image`, `accessibility text`.
    public let label: String
    /// Its file extension: `png`, `a11y.txt`.
    public let pathExtension: String
    /// True when it is made from the display list, so cells whose renderer gives none do not have it.
    public let needsDisplayList: Bool
    private let make: @Sendable (_ fileStem: String, _ comparator: @escaping @Sendable () -> SnapshotComparator)
        -> AnySnapshotting<SnapshotImage>

    /// A kind of golden: `strategy` makes its strategy for a cell's file stem and the image
    /// comparator in effect.
    public init(label: String, pathExtension: String, needsDisplayList: Bool,
                strategy: @escaping @Sendable (_ fileStem: String, _ comparator: @escaping @Sendable () -> SnapshotComparator)
                    -> AnySnapshotting<SnapshotImage>) {
        self.label = label
        self.pathExtension = pathExtension
        self.needsDisplayList = needsDisplayList
        self.make = strategy
    }

    /// Its strategy for the cell with `fileStem`; images are compared by what `comparator` gives.
    public func strategy(fileStem: String, comparator: @escaping @Sendable () -> SnapshotComparator) -> AnySnapshotting<SnapshotImage> {
        make(fileStem, comparator)
    }

    /// True when `image` has what this golden is made from.
    public func applies(to image: SnapshotImage) -> Bool { !needsDisplayList || image.displayList != nil }

    /// The image: `<stem>.png`, compared by the backend's comparator.
    public static let image = CellGolden(label: "image", pathExtension: "png", needsDisplayList: false) { stem, comparator in
        AnySnapshotting(Snapshotting.png(fileStem: stem, comparator: comparator))
    }

    /// The VoiceOver transcript: `<stem>.a11y.txt`, compared line by line.
    public static let accessibilityText = CellGolden(
        label: "accessibility text", pathExtension: GoldenPath.accessibilityTextExtension, needsDisplayList: true
    ) { stem, _ in
        AnySnapshotting(Snapshotting.accessibilityText(fileStem: stem))
    }

    /// Every golden of a cell, the image first (a cell whose image cannot be made has no other).
    public static let all: [CellGolden] = [.image, .accessibilityText]
}
