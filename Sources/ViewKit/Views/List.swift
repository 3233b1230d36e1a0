import Foundation

/// Rows in sections, as SwiftUI's `List`, in the style `.listStyle(_:)` sets (inset grouped by
/// default). `Section`s are the list's sections; consecutive rows outside any form sections of
/// their own. A row whose content sets zero insets, a clear background and a hidden separator
/// (what `nhsCardRowStyle()` does) runs edge to edge on its own. Offered a height, the list takes
/// it and clips its rows, as a scrolling list does; offered none, it is as tall as its rows.
public struct List<Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var rowEnvironment = environment
        rowEnvironment.isListContent = true
        var sections: [ResolvedListSection] = []
        var loose: [ResolvedListRow] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(ResolvedListSection(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        for node in resolveView(content, in: rowEnvironment) {
            if case .section(let header, let rows, let footer) = node {
                closeLoose()
                sections.append(ResolvedListSection(header: header, rows: rows.map(List.row), footer: footer))
            } else {
                loose.append(List.row(node))
            }
        }
        closeLoose()
        let list = ResolvedList(
            sections: sections, style: environment.listStyleKind,
            sectionBackground: environment.resolve(environment.listSectionBackground),
            separator: environment.resolve(environment.dividerColor),
            margin: environment.listStyleKind == .grouped ? 0 : environment.listHorizontalMargin,
            sectionSpacing: environment.listStyleKind == .plain ? 0 : environment.listSectionSpacing)
        return [.list(list)]
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
            .listRow(insets: insets, background: background.map { environment.resolve($0) }, separator: separator, $0)
        }
    }
}
