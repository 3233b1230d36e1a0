import NHSSnapshot

/// Every built-in scenario, from one file per component. To add a scenario, add it to its
/// component's `scenarios` list (for example in `CampaignCardScenarios.swift`); it then joins
/// every command: `list`, `render`, `record`, `verify`, `sheet` and the golden tests.
public enum BuiltInScenarios {
    /// Each component's scenarios, in one list.
    public static var all: [Scenario] {
        PlaceholderScenarios.scenarios
            + CampaignCardScenarios.scenarios
            + ProfileCardScenarios.scenarios
            + CardActionScenarios.scenarios
    }

    /// The scenarios as a checked catalogue; throws when two share a name or a folder.
    public static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue(all)
    }
}
