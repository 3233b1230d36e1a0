import Foundation

/// Rows in sections, as SwiftUI's `List`, in the style `.listStyle(_:)` sets (inset grouped by
/// default). `Section`s are the list's sections; consecutive rows outside any form sections of
/// their own. A row whose content sets zero insets, a clear background and a hidden separator
/// (what `nhsCardRowStyle()` does) runs edge to edge on its own. Offered a height, the list takes
/// it and clips its rows, as a scrolling list does; offered none, it is as tall as its rows.
public nonisolated struct List<Content: View>: View, PrimitiveView {
    let content: Content

    /// A list of the rows the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var rowEnvironment = environment
        rowEnvironment.isListContent = true
        rowEnvironment.sectionsAsWritten = false
        var sections: [ResolvedListSection] = []
        var loose: [ResolvedListRow] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(ResolvedListSection(header: nil, rows: loose, footer: nil)) }
            loose = []
        }
        for node in resolveView(content, in: rowEnvironment).map(LayoutDirectionChange.movedInside) {
            if case .section(let header, let rows, let footer) = node {
                closeLoose()
                sections.append(ResolvedListSection(header: header, rows: rows.map { List.row(LayoutDirectionChange.movedInside($0)) },
                                                    footer: footer))
            } else {
                loose.append(List.row(node))
            }
        }
        closeLoose()
        // `contentMargins(_:_:for:)`: the sides' margin instead of the style's (one for both
        // sides, the leading one when they differ), and space above and below the sections.
        let margins = environment.contentMargins
        let styleMargin = environment.listStyleKind == .grouped ? 0 : environment.listHorizontalMargin
        let list = ResolvedList(
            sections: sections, style: environment.listStyleKind,
            sectionBackground: environment.resolve(environment.listSectionBackground),
            separator: environment.resolve(environment.dividerColor),
            margin: margins.leading ?? margins.trailing ?? styleMargin,
            sectionSpacing: environment.listStyleKind == .plain ? 0 : environment.listSectionSpacing,
            rowSpacing: environment.listRowSpacing, minimumRowHeight: max(0, environment.defaultMinListRowHeight))
        guard margins.top != nil || margins.bottom != nil else { return [.list(list)] }
        return [.padding(EdgeInsets(top: margins.top ?? 0, leading: 0, bottom: margins.bottom ?? 0, trailing: 0), .list(list))]
    }

    static func row(_ node: ResolvedNode) -> ResolvedListRow {
        var row = ResolvedListRow(node: node, insets: nil, background: nil, separator: .automatic)
        var current = node
        // Row modifiers may be nested in any order around the row's content.
        while case .listRow(let insets, let background, let separators, let child) = current {
            row.insets = row.insets ?? insets
            if row.background == nil, row.backgroundView == nil {
                switch background {
                case .color(let color)?: row.background = color
                case .view(let view)?: row.backgroundView = view
                case nil: break
                }
            }
            if let bottom = separators?.bottom, row.separator == .automatic { row.separator = bottom }
            if let top = separators?.top, row.separatorAbove == .automatic { row.separatorAbove = top }
            row.separatorTint = row.separatorTint ?? separators?.bottomTint
            row.separatorAboveTint = row.separatorAboveTint ?? separators?.topTint
            current = child
        }
        row.node = current
        return row
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ListSectionBackgroundKey: EnvironmentKey {
        static var defaultValue: Color { Color(hex: 0xffffff, darkHex: 0x1c1c1e) }
    }

    /// The background of inset-grouped list sections.
    public var listSectionBackground: Color {
        get { self[ListSectionBackgroundKey.self] }
        set { self[ListSectionBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The insets of the list row this view is.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        ListRowModifierView(content: self, insets: insets, background: nil)
    }

    /// The background of the list row this view is: a colour filling the row.
    public func listRowBackground(_ color: Color?) -> some View {
        ListRowModifierView(content: self, insets: nil, background: color)
    }

    /// The background of the list row this view is: `view` laid out over the row's whole frame,
    /// behind its content, inside the section's rounded corners; drawn, not read or tapped.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        ListRowBackgroundView(content: self, background: view)
    }

    /// Shows or hides the separators of the list row this view is.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        ListRowModifierView(content: self, insets: nil, background: nil, separators: RowSeparators(
            top: edges.contains(.top) ? visibility : nil, bottom: edges.contains(.bottom) ? visibility : nil))
    }

    /// The colour of the separators at `edges` of the list row this view is (nil: the list's).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        ListRowTintView(content: self, color: color, edges: edges)
    }

    /// Accepted: inset-grouped lists draw no section separators, and the kit's plain lists draw
    /// none either (README, deviations).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Accepted, as `listSectionSeparator(_:edges:)`.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Hides or shows the background of scrollable views inside: a `TextEditor`'s. A list, form or
    /// scroll view here draws no background of its own (the page's stands in for iOS's grouped
    /// background), so for them it changes nothing (README, deviations).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}

/// A list row's separator colour, resolved in the row's colour scheme.
nonisolated struct ListRowTintView<Content: View>: View, PrimitiveView {
    let content: Content
    let color: Color?
    let edges: VerticalEdge.Set
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let tint = color.map { environment.resolve($0) }
        let separators = RowSeparators(topTint: edges.contains(.top) ? tint : nil,
                                       bottomTint: edges.contains(.bottom) ? tint : nil)
        return resolveView(content, in: environment).map {
            .listRow(insets: nil, background: nil, separator: separators, $0)
        }
    }
}

nonisolated struct ListRowModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let insets: EdgeInsets?
    let background: Color?
    var separators: RowSeparators? = nil
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(content, in: environment).map {
            .listRow(insets: insets, background: background.map { .color(environment.resolve($0)) }, separator: separators, $0)
        }
    }
}

/// `listRowBackground(_:)` with a view: a colour is a colour's fill; any other view is laid out
/// as one view (its parts in a z-stack) over the row's frame.
nonisolated struct ListRowBackgroundView<Content: View, Background: View>: View, PrimitiveView {
    let content: Content
    let background: Background?
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let resolved: ListRowBackground?
        if let color = background as? Color {
            resolved = .color(environment.resolve(color))
        } else if let background {
            let nodes = resolveView(background, in: environment)
            resolved = nodes.isEmpty ? nil : .view(nodes.count == 1 ? nodes[0] : .layout(AnyLayout(ZStackLayout()), children: nodes))
        } else {
            resolved = nil
        }
        return resolveView(content, in: environment).map { .listRow(insets: nil, background: resolved, separator: nil, $0) }
    }
}
