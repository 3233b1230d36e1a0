import NHSSnapshot
extension CommandRunner {
    /// Prints the plan's scenarios by component with their cell counts.
    static func list(_ plan: SnapshotPlan, _ context: CommandContext) -> Int32 {
        var lines: [String] = []
        let counts = Dictionary(grouping: plan.cells, by: \.scenario.id).mapValues(\.count)
        let listed = context.catalogue.scenarios.filter { counts[$0.id] != nil }
        for component in Set(listed.map(\.component)).sorted() {
            lines.append(component)
            for scenario in listed where scenario.component == component {
                let expected = scenario.expectedFindings.isEmpty ? ""
                    : "  expects: " + scenario.expectedFindings.map(\.description).joined(separator: ", ")
                lines.append("  \(scenario.name)  (\(counts[scenario.id] ?? 0) cells in \(plan.matrix.name))" + expected)
            }
        }
        lines.append("\(listed.count) scenario(s), \(plan.cells.count) cell(s) in \(plan.matrix.description)")
        context.output(lines.joined(separator: "\n"))
        return 0
    }
}
