import SnapshotCore
/// One scenario in one matrix cell, with where its image goes.
public struct SnapshotCell: Sendable, CustomStringConvertible {
    /// The scenario.
    public let scenario: Scenario
    /// The device, size and scheme.
    public let configuration: SnapshotConfiguration
    /// Where the image is stored, relative to a snapshot or output folder.
    public let path: GoldenPath

    /// A cell of `scenario`.
    public init(scenario: Scenario, configuration: SnapshotConfiguration) {
        self.scenario = scenario
        self.configuration = configuration
        self.path = scenario.goldenPath(for: configuration)
    }

    /// `Component/scenario @ device, size, scheme`.
    public var description: String { "\(scenario.id) @ \(configuration)" }
}

/// The cells to render: a catalogue × a matrix, filtered by a selection, in the stable order of
/// their golden paths, then cut to the selection's shard.
public struct SnapshotPlan: Sendable {
    /// The matrix the plan came from.
    public let matrix: SnapshotMatrix
    /// The cells, sorted by golden path.
    public let cells: [SnapshotCell]

    /// Builds the plan; the cells' order never depends on the order of the catalogue or matrix.
    /// Every cell searches the catalogue's image sources.
    public init(catalogue: ScenarioCatalogue, matrix: SnapshotMatrix, selection: SnapshotSelection = .all) {
        let all = catalogue.scenarios.filter(selection.includes).flatMap { scenario in
            scenario.configurations(in: matrix).filter(selection.includes).map {
                SnapshotCell(scenario: scenario, configuration: $0.searchingImages(in: catalogue.images))
            }
        }.sorted { $0.path < $1.path }
        self.matrix = matrix
        self.cells = selection.shard.map { $0.select(all) } ?? all
    }

    /// The golden paths of every cell.
    public var paths: Set<GoldenPath> { Set(cells.map(\.path)) }
}
