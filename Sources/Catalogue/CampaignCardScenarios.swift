import NHSAppUI
import ViewKit

/// The CampaignCard scenarios, each rendered across the matrix. Add new ones to `all`.
enum CampaignCardScenarios {
    /// Every scenario, by kebab-case name.
    static var all: [(name: String, view: AnyView)] {
        []
    }
}
