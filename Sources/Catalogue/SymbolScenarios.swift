import Audits
import LayoutEngine
import NHSAppUI
import NHSSnapshot
import ViewKit

/// The `Symbols` scenarios: the symbol table as a contact sheet (`table`: every SF name the kit
/// draws, its glyph above its name and the Material icon standing in for it) and the sizes
/// (`sizes`: text styles, image scales, rendering modes, and an unknown name's placeholder, which
/// is expected to be reported as `symbol-unknown`). `nhs-snapshots render --component Symbols`
/// writes them to `Output/Symbols/`, light and dark.
enum SymbolScenarios {
    /// The goldens' cells: the common phone at the default size, light and dark, at 1x.
    static let goldenMatrix = SnapshotMatrix(name: "golden-symbols", cells: [
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .light, scale: 1),
        SnapshotConfiguration(device: .iPhone16, dynamicTypeSize: .large, colorScheme: .dark, scale: 1),
    ])

    /// The name no table will have, drawn as a placeholder in `sizes`.
    static let unknownName = "unknown.symbol.example"

    /// The scenarios.
    static var all: [Scenario] {
        [
            Scenario(component: "Symbols", name: "table", presentation: .screen, goldenMatrix: goldenMatrix) { SymbolTableSheet() },
            Scenario(component: "Symbols", name: "sizes",
                     expectedFindings: [ExpectedFinding(rule: .symbolUnknown, subjectContains: unknownName)],
                     presentation: .screen, goldenMatrix: goldenMatrix) { SymbolSizesSheet() },
        ]
    }
}

/// Every drawn symbol name in a grid, each glyph over its SF name and its Material name, at the
/// Large text size whatever the cell's.
struct SymbolTableSheet: View {
    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 92), spacing: 4)], spacing: 10) {
            ForEach(SymbolTable.allDrawnNames, id: \.self) { name in
                VStack(spacing: 2) {
                    Image(systemName: name).font(.title2).foregroundColor(.nhsText)
                    Text(name).font(.caption2).foregroundColor(.nhsText).multilineTextAlignment(.center)
                    Text(SymbolTable.glyph(for: name)?.materialName ?? "hand-drawn")
                        .font(.caption2).foregroundColor(.nhsSecondaryText).multilineTextAlignment(.center)
                }
            }
        }
        .padding(8)
        .background(Color.nhsBackground)
        // The table is one size at every cell: at AX5 its 200-odd entries are taller than a page.
        .environment(\.dynamicTypeSize, .large)
    }
}

/// Symbols beside text at several text styles and the three image scales, the two rendering
/// modes, and a name the table lacks.
struct SymbolSizesSheet: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            row("caption", .caption)
            row("body", .body)
            row("title", .title)
            HStack(spacing: 12) {
                Image(systemName: "calendar").imageScale(.small)
                Image(systemName: "calendar").imageScale(.medium)
                Image(systemName: "calendar").imageScale(.large)
                Text("small, medium, large")
            }
            HStack(spacing: 12) {
                Image(systemName: "heart.fill").symbolRenderingMode(.monochrome)
                Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical)
                Text("monochrome, hierarchical")
            }
            HStack(spacing: 12) {
                Image(systemName: SymbolScenarios.unknownName)
                Text("not in the table")
            }
        }
        .foregroundColor(.nhsText)
        .padding(16)
        .background(Color.nhsBackground)
    }

    private func row(_ label: String, _ font: Font) -> some View {
        HStack(spacing: 8) {
            Image(systemName: "envelope")
            Image(systemName: "gearshape")
            Image(systemName: "chevron.right")
            Text("Messages, \(label)")
        }
        .font(font)
    }
}
