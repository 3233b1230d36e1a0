import NHSSnapshot
import ViewKit

/// Small catalogues for tests.
public enum TestScenarios {
    public static func scenario(_ component: String, _ name: String) -> Scenario {
        Scenario(component: component, name: name) { Text("\(component) \(name)").padding(8) }
    }

    /// Two components, three scenarios.
    public static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue([scenario("Beta", "second"), scenario("Alpha", "one"), scenario("Alpha", "two")])
    }
}
