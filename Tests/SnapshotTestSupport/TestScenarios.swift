@testable import NHSSnapshot
import ViewKit

/// Small catalogues for tests.
enum TestScenarios {
    static func scenario(_ component: String, _ name: String) -> Scenario {
        Scenario(component: component, name: name) { Text("\(component) \(name)").padding(8) }
    }

    /// Two components, three scenarios.
    static func catalogue() throws -> ScenarioCatalogue {
        try ScenarioCatalogue([scenario("Beta", "second"), scenario("Alpha", "one"), scenario("Alpha", "two")])
    }
}
