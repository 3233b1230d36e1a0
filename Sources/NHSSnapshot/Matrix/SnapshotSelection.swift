import ViewKit

/// Narrows a catalogue × matrix plan: empty lists mean "no filter on this axis".
public struct SnapshotSelection: Hashable, Sendable {
    /// Component names to keep (exact, ignoring case).
    public var components: [String]
    /// Scenario names to keep (exact, ignoring case), in any component.
    public var scenarios: [String]
    /// Devices to keep.
    public var devices: [Device]
    /// Dynamic Type sizes to keep.
    public var sizes: [DynamicTypeSize]
    /// Colour schemes to keep.
    public var schemes: [ColorScheme]
    /// The part of the plan to keep, or `nil` for all of it.
    public var shard: Shard?

    /// A selection; by default everything.
    public init(components: [String] = [], scenarios: [String] = [], devices: [Device] = [],
                sizes: [DynamicTypeSize] = [], schemes: [ColorScheme] = [], shard: Shard? = nil) {
        self.components = components
        self.scenarios = scenarios
        self.devices = devices
        self.sizes = sizes
        self.schemes = schemes
        self.shard = shard
    }

    /// Everything.
    public static let all = SnapshotSelection()

    /// True when nothing is filtered out.
    public var isEverything: Bool { self == .all }

    /// True when `scenario` passes the component and scenario filters.
    public func includes(_ scenario: Scenario) -> Bool {
        (components.isEmpty || components.contains { $0.lowercased() == scenario.component.lowercased() })
            && (scenarios.isEmpty || scenarios.contains { $0.lowercased() == scenario.name.lowercased() })
    }

    /// True when `configuration` passes the device, size and scheme filters.
    public func includes(_ configuration: SnapshotConfiguration) -> Bool {
        (devices.isEmpty || devices.contains(configuration.device))
            && (sizes.isEmpty || sizes.contains(configuration.dynamicTypeSize))
            && (schemes.isEmpty || schemes.contains(configuration.colorScheme))
    }
}
