import NHSSnapshot

/// The CampaignCard scenarios: the spec's examples and edge cases, each rendered across the matrix.
public enum CampaignCardScenarios {
    /// Every CampaignCard scenario. Add new ones here.
    public static var scenarios: [Scenario] {
        []
    }
}
