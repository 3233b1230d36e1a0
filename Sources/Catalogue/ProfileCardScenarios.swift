import NHSSnapshot

/// The ProfileCard scenarios: the spec's examples and edge cases, each rendered across the matrix.
public enum ProfileCardScenarios {
    /// Every ProfileCard scenario. Add new ones here.
    public static var scenarios: [Scenario] {
        []
    }
}
