import NHSAppUI
import ViewKit

/// The CardAction scenarios, each rendered across the matrix. Add new ones to `all`.
enum CardActionScenarios {
    /// Every scenario, by kebab-case name.
    static var all: [(name: String, view: AnyView)] {
        []
    }
}
