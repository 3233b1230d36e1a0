import NHSSnapshot
import ViewKit

/// Stand-in scenarios built from view-kit primitives only, so the whole pipeline can be exercised
/// before the cards exist. Remove them once the card scenarios cover the same ground.
public enum PlaceholderScenarios {
    /// The placeholder scenarios.
    public static var scenarios: [Scenario] {
        [
            Scenario(component: "Placeholder", name: "text-panel") {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Organ donors save lives").font(.headline)
                    Text("Take 2 minutes to confirm your organ donation decision")
                }
                .padding()
                .background(Color(hex: 0xffffff, darkHex: 0x1e2d3a))
            },
            Scenario(component: "Placeholder", name: "blue-banner") {
                Text("Your NHS App")
                    .font(.title)
                    .foregroundColor(Color.white)
                    .padding(24)
                    .background(Color(hex: 0x005eb8, darkHex: 0x004b93))
            },
            Scenario(component: "Placeholder", name: "stacked-rows") {
                VStack(alignment: .leading, spacing: 0) {
                    Text("GP surgery").font(.headline).padding(16)
                    Text("Book an appointment").padding(16).background(Color(hex: 0xffffff, darkHex: 0x1e2d3a))
                    Text("View messages").padding(16).background(Color(hex: 0xf0f4f5, darkHex: 0x26384a))
                }
            },
        ]
    }
}
