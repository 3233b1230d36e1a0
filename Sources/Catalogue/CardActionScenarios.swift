import NHSSnapshot

/// The CardAction scenarios: the spec's examples and edge cases, each rendered across the matrix.
public enum CardActionScenarios {
    /// Every CardAction scenario. Add new ones here.
    public static var scenarios: [Scenario] {
        []
    }
}
