import SnapshotCore

extension GoldenPath {
    /// The path of `configuration` for a scenario: its file stem is `<device>-<size>-<scheme>`;
    /// every part is sanitised.
    public init(component: String, scenario: String, configuration: SnapshotConfiguration,
                pathExtension: String = "png") {
        self.init(component: component, scenario: scenario, stem: configuration.fileStem, pathExtension: pathExtension)
    }
}
