import NHSAppUI
import ViewKit

/// The views the layout benchmark measures: deep nesting and long stacks.
enum BenchViews {
    /// `VStack { HStack { rule; <deeper> }; Text }`, `depth` levels deep: each level one
    /// VStack and one HStack, indented 6 pt, as a screen nests a scroll view, stacks, a card, a
    /// row and a label.
    /// `value` as five digits, zero-padded: every text of a case is as long whatever the row
    /// count, index or salt, so bigger cases do not shape longer texts. (With plain numbers the
    /// 1,000-row page's titles were 2–3 characters longer than the 100-row page's, and with salts
    /// going on across cases later cases longer still, so a row cost more the more rows there were.)
    static func digits(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 5 - text.count)) + text
    }

    /// Every text carries `salt`, so each run measures its texts afresh.
    static func nested(_ depth: Int, salt: Int = 0) -> AnyView {
        guard depth > 0 else { return AnyView(Text("The innermost text \(digits(salt))")) }
        return AnyView(VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 4) {
                Color.nhsBlue.frame(width: 2)
                nested(depth - 1, salt: salt)
            }
            Text("Level \(digits(depth)) \(digits(salt))")
        })
    }

    /// `count` card-action-like rows: a title and subtitle, a spacer and a chevron, padded,
    /// on a white rounded background, one above the other; every text carries `salt`.
    static func rows(_ count: Int, salt: Int = 0) -> some View {
        VStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in row(index, of: count, salt: salt) }
        }
    }

    /// `rows` with a shadow under every row's card (radius 4 pt, 2 pt down).
    static func shadowRows(_ count: Int, salt: Int = 0) -> some View {
        VStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                row(index, of: count, salt: salt).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            }
        }
    }

    /// One row of `rows`: its card, without a shadow.
    private static func row(_ index: Int, of count: Int, salt: Int) -> some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Row \(digits(index)) of \(digits(count)), run \(digits(salt))").font(.nhsHeadline)
                Text("Supporting text for row \(digits(index)), run \(digits(salt))")
            }
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 8).fill(Color.nhsWhite))
    }

    /// A screen: a navigation title over a list of `count` navigation links.
    static func navigationList(_ count: Int, salt: Int = 0) -> some View {
        NavigationStack {
            List {
                ForEach(0..<count, id: \.self) { index in
                    NavigationLink(destination: EmptyView()) {
                        Text("Message \(digits(index)), run \(digits(salt))")
                    }
                }
            }
            .navigationTitle("Messages")
        }
    }
}
