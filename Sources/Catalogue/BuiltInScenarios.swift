import Audits
import NHSAppUI
import NHSSnapshot
import ViewKit

/// Every built-in scenario, from one file per component. To add a scenario, add it to its
/// component's list (for example `CampaignCardScenarios.all`); it then joins every command —
/// `list`, `render`, `record`, `verify`, `audit`, `sheet` — and the golden tests. A scenario that
/// breaks an audit rule on purpose declares it in the same file's `expectedFindings`, by name.
public enum BuiltInScenarios {
    /// Each component's scenarios, in one list.
    public static var all: [Scenario] {
        components.flatMap { registered($0.name, expecting: $0.expected, goldens: $0.goldens, $0.entries) } + ScreenScenarios.all
            + ControlScenarios.all + SymbolScenarios.all + EffectScenarios.all + TextStyleScenarios.all + RightToLeftScenarios.all
    }

    /// The scenarios as a checked catalogue; throws when two share a name or a folder, or when an
    /// expected finding names a scenario that does not exist.
    public static func catalogue() throws -> ScenarioCatalogue {
        for component in components {
            try checkExpectations(component.expected, names: Set(component.entries().map(\.name)), component: component.name)
        }
        return try ScenarioCatalogue(all)
    }

    /// Throws when `expected` declares findings for a name not in `names`.
    public static func checkExpectations(_ expected: [String: [ExpectedFinding]], names: Set<String>,
                                         component: String) throws {
        if let unknown = expected.keys.sorted().first(where: { !names.contains($0) }) {
            throw ExpectedFindingsError(component: component, scenario: unknown)
        }
    }

    /// One component file's entries, expected findings and, by name, scenarios' own golden cells.
    private typealias Component = (name: String, expected: [String: [ExpectedFinding]], goldens: [String: SnapshotMatrix],
                                   entries: @Sendable () -> [(name: String, view: AnyView)])

    private static var components: [Component] {
        [
            ("CampaignCard", CampaignCardScenarios.expectedFindings, ["accessibility-hint": HintGoldens.matrix],
             { CampaignCardScenarios.all }),
            ("ProfileCard", [:], ["accessibility-hint": HintGoldens.matrix], { ProfileCardScenarios.all }),
            ("CardAction", [:], [:], { CardActionScenarios.all }),
            ("CardStyle", [:], [:], { CardStyleScenarios.all }),
        ]
    }

    /// Scenarios from a component file's `(name, view)` list, with the expected findings and golden
    /// cells declared for each name (the `golden` matrix's where none is). Each scenario rebuilds the
    /// list and takes its entry by position, so views are made fresh, on the thread that renders them.
    static func registered(_ component: String, expecting expected: [String: [ExpectedFinding]] = [:],
                           goldens: [String: SnapshotMatrix] = [:],
                           _ entries: @escaping @Sendable () -> [(name: String, view: AnyView)]) -> [Scenario] {
        entries().enumerated().map { index, entry in
            Scenario(component: component, name: entry.name, expectedFindings: expected[entry.name] ?? [],
                     goldenMatrix: goldens[entry.name]) {
                entries()[index].view
            }
        }
    }
}

/// Expected findings declared for a scenario name that the component's list does not have.
public struct ExpectedFindingsError: Error, Equatable, CustomStringConvertible {
    /// The component whose file declares them.
    public let component: String
    /// The unknown scenario name.
    public let scenario: String

    /// An error for `scenario` in `component`.
    public init(component: String, scenario: String) {
        self.component = component
        self.scenario = scenario
    }

    /// A message naming the component and the name.
    public var description: String {
        "catalogue: \(component) declares expected findings for \"\(scenario)\", which is not one of its scenarios"
    }
}
