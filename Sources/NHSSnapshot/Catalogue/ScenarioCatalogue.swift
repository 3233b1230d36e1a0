import SnapshotCore
/// A checked list of scenarios: unique by component and name, and by their folder names on disk.
public struct ScenarioCatalogue: Sendable {
    /// The scenarios, sorted by component then name.
    public let scenarios: [Scenario]
    /// Where the scenarios' `Image("name")` looks before the project's photographs (a user's
    /// `.bundle(.module)` or folders); every cell planned from the catalogue searches them.
    public let images: [ImageSource]

    /// Checks `scenarios` and sorts them; throws when two share a name or would share a folder.
    public init(_ scenarios: [Scenario], images: [ImageSource] = []) throws {
        var seenNames: [String: Scenario] = [:]
        var seenFolders: [String: Scenario] = [:]
        for scenario in scenarios {
            if scenario.component.isEmpty || scenario.name.isEmpty {
                throw CatalogueError.emptyName(scenario.id)
            }
            if let earlier = seenNames[scenario.id] {
                throw CatalogueError.duplicate(earlier.id)
            }
            let folder = PathSegment.sanitise(scenario.component) + "/" + PathSegment.sanitise(scenario.name)
            if let earlier = seenFolders[folder] {
                throw CatalogueError.sameFolder(earlier.id, scenario.id, folder: folder)
            }
            seenNames[scenario.id] = scenario
            seenFolders[folder] = scenario
        }
        self.scenarios = scenarios.sorted { ($0.component, $0.name) < ($1.component, $1.name) }
        self.images = images
    }

    /// The component names, sorted.
    public var components: [String] {
        Array(Set(scenarios.map(\.component))).sorted()
    }

    /// The scenarios of one component, sorted by name.
    public func scenarios(of component: String) -> [Scenario] {
        scenarios.filter { $0.component == component }
    }
}

/// Why a list of scenarios cannot be a catalogue.
public enum CatalogueError: Error, Equatable, CustomStringConvertible {
    /// A scenario with an empty component or name.
    case emptyName(String)
    /// Two scenarios with the same component and name.
    case duplicate(String)
    /// Two scenarios whose names sanitise to the same folder.
    case sameFolder(String, String, folder: String)

    /// A message naming the scenarios.
    public var description: String {
        switch self {
        case .emptyName(let id):
            return "catalogue: scenario \"\(id)\" has an empty component or name"
        case .duplicate(let id):
            return "catalogue: scenario \"\(id)\" is registered twice"
        case .sameFolder(let first, let second, let folder):
            return "catalogue: scenarios \"\(first)\" and \"\(second)\" would both be stored in \(folder)/; rename one"
        }
    }
}
