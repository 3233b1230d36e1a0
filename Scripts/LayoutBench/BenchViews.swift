import NHSAppUI

/// The views the layout benchmark measures: deep nesting and long stacks.
enum BenchViews {
    /// `VStack { HStack { Text; Spacer; <deeper> }; Text }`, `depth` levels deep.
    static func nested(_ depth: Int) -> AnyView {
        guard depth > 0 else { return AnyView(Text("The innermost text of the nest")) }
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Text("L\(depth)")
                Spacer(minLength: 0)
                nested(depth - 1)
            }
            Text("Below level \(depth)")
        })
    }

    /// `count` card-action-like rows: a title and subtitle, a spacer and a chevron, padded,
    /// on a white rounded background, one above the other.
    static func rows(_ count: Int) -> some View {
        VStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                HStack(spacing: 12) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Row \(index)").font(.nhsHeadline)
                        Text("A line of supporting text")
                    }
                    Spacer(minLength: 0)
                    Image(systemName: "chevron.right")
                }
                .padding(16)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color.nhsWhite))
            }
        }
    }
}
