import Foundation

/// Rows in the iOS inset-grouped style: consecutive ordinary rows share a rounded section with
/// separators between them. A row whose content sets zero insets, a clear background and a hidden
/// separator (what `nhsCardRowStyle()` does) runs edge to edge on its own.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let rows = resolveView(content, in: environment).map(List.row)
        let section = environment.listSectionBackground.resolve(in: environment.colorScheme)
        let separator = environment.dividerColor.resolve(in: environment.colorScheme)
        return [.list(rows: rows, sectionBackground: section, separator: separator)]
    }

    static func row(_ node: ResolvedNode) -> ResolvedListRow {
        var row = ResolvedListRow(node: node, insets: nil, background: nil, separator: .automatic)
        var current = node
        // Row modifiers may be nested in any order around the row's content.
        while case .listRow(let insets, let background, let separator, let child) = current {
            row.insets = row.insets ?? insets
            row.background = row.background ?? background
            if let separator, row.separator == .automatic { row.separator = separator }
            current = child
        }
        row.node = current
        return row
    }
}

extension EnvironmentValues {
    private struct ListSectionBackgroundKey: EnvironmentKey {
        static var defaultValue: Color { Color(hex: 0xffffff, darkHex: 0x1c1c1e) }
    }

    /// The background of inset-grouped list sections.
    public var listSectionBackground: Color {
        get { self[ListSectionBackgroundKey.self] }
        set { self[ListSectionBackgroundKey.self] = newValue }
    }
}

extension View {
    /// The insets of the list row this view is.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowModifierView(content: self, insets: insets, background: nil, separator: nil)
    }

    /// The background of the list row this view is.
    public func listRowBackground(_ color: Color?) -> some View {
        ListRowModifierView(content: self, insets: nil, background: color, separator: nil)
    }

    /// Shows or hides the separators of the list row this view is.
    public func listRowSeparator(_ visibility: Visibility) -> some View {
        ListRowModifierView(content: self, insets: nil, background: nil, separator: visibility)
    }
}

struct ListRowModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: EdgeInsets?
    let background: Color?
    let separator: Visibility?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(content, in: environment).map {
            .listRow(insets: insets, background: background?.resolve(in: environment.colorScheme), separator: separator, $0)
        }
    }
}
