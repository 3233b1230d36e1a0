import NHSSnapshot
import ViewKit

/// Every built-in scenario, from one file per component. To add a scenario, add it to its
/// component's list (for example `CampaignCardScenarios.all`); it then joins every command —
/// `list`, `render`, `record`, `verify`, `sheet` — and the golden tests.
public enum BuiltInScenarios {
    /// Each component's scenarios, in one list.
    public static var all: [Scenario] {
        registered("CampaignCard") { CampaignCardScenarios.all }
            + registered("ProfileCard") { ProfileCardScenarios.all }
            + registered("CardAction") { CardActionScenarios.all }
            + registered("CardStyle") { CardStyleScenarios.all }
    }

    /// The scenarios as a checked catalogue; throws when two share a name or a folder.
    public static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue(all)
    }

    /// Scenarios from a component file's `(name, view)` list. Each scenario rebuilds the list and
    /// takes its entry by position, so views are made fresh, on the thread that renders them.
    static func registered(_ component: String,
                           _ entries: @escaping @Sendable () -> [(name: String, view: AnyView)]) -> [Scenario] {
        entries().enumerated().map { index, entry in
            Scenario(component: component, name: entry.name) { entries()[index].view }
        }
    }
}
