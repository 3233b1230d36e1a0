import NHSAppUI
import ViewKit

/// The ProfileCard scenarios, each rendered across the matrix. Add new ones to `all`.
enum ProfileCardScenarios {
    /// Every scenario, by kebab-case name.
    static var all: [(name: String, view: AnyView)] {
        []
    }
}
