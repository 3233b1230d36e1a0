import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`. In a `List` it is
/// drawn as one of the list's sections (the header styled as iOS styles it, and a heading for
/// VoiceOver); elsewhere its header, content and footer stack one above the other.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent?
    let content: Content
    let footer: Footer?
    /// Whether the section's rows show, for a collapsible section (`init(isExpanded:...)`).
    var isExpanded: Binding<Bool>?

    /// A section with header and footer views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The older spelling: a section with a header and a footer view given as values.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var rowEnvironment = environment
        rowEnvironment.isSectionContent = true
        rowEnvironment.sectionsAsWritten = false
        let rows = isExpanded?.wrappedValue == false ? [] : resolveView(content, in: rowEnvironment)
        if environment.sectionsAsWritten {
            // Taken apart by `Group(sections:)` or `ForEach(sections:)`: header and footer as written.
            return [.section(header: ListSectionText.asWritten(header, in: rowEnvironment), rows: rows,
                             footer: ListSectionText.asWritten(footer, in: rowEnvironment))]
        }
        let styledHeader = header.flatMap { header in
            guard let isExpanded, environment.listSectionsShowDisclosure else { return ListSectionText.header(header, in: environment) }
            return ListSectionText.header(CollapsibleSectionHeader(title: header, isExpanded: isExpanded), in: environment)
        }
        let styledFooter = footer.flatMap { ListSectionText.footer($0, in: environment) }
        return [.section(header: styledHeader, rows: rows, footer: styledFooter)]
    }
}

nonisolated extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = nil
    }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
        self.footer = nil
    }

    /// A section with a text header.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = nil
    }
}

nonisolated extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        self.footer = nil
    }

    /// The older spelling: a section with a header view given as a value.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = nil
    }
}

nonisolated extension Section where Parent == EmptyView {
    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.header = nil
        self.content = content()
        self.footer = footer()
    }

    /// The older spelling: a section with a footer view given as a value.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = nil
        self.content = content()
        self.footer = footer
    }
}

/// How list section headers and footers are set: headers in footnote text in
/// `listHeaderForeground` (iOS's secondary label colour unless set) (uppercased in grouped styles, bold body text in the plain style) and marked as
/// headings; with `headerProminence(.increased)`, in `prominentHeaderFont` in the primary
/// colour, as written; footers in footnote text in the secondary colour.
nonisolated enum ListSectionText {
    /// The font of a header of increased prominence: bold title 3, a guess at UIKit's
    /// prominent inset-grouped header (Apple does not document it).
    static let prominentHeaderFont = Font.title3.bold()

    static func header<V: View>(_ view: V, in environment: EnvironmentValues) -> ResolvedNode? {
        var styled = environment
        if environment.headerProminence == .increased {
            styled.font = prominentHeaderFont
            styled.foregroundColor = .primary
        } else if environment.listStyleKind == .plain {
            styled.font = Font.system(.body, weight: .bold)
        } else {
            styled.font = .footnote
            styled.textCase = .uppercase
            styled.foregroundColor = environment.listHeaderForeground
        }
        var heading = AccessibilitySpec()
        heading.addedTraits = .isHeader
        let nodes = resolveView(view, in: styled).map { ResolvedNode.accessibility(heading, $0) }
        return nodes.isEmpty ? nil : (nodes.count == 1 ? nodes[0] : .vstack(alignment: .leading, spacing: 0, nodes))
    }

    /// `view` (a header or footer) as written, unstyled: one node, or nil when it draws nothing.
    static func asWritten<V: View>(_ view: V?, in environment: EnvironmentValues) -> ResolvedNode? {
        guard let view else { return nil }
        var plain = environment
        plain.isSectionContent = false
        let nodes = resolveView(view, in: plain)
        return nodes.isEmpty ? nil : (nodes.count == 1 ? nodes[0] : .vstack(alignment: .leading, spacing: 0, nodes))
    }

    static func footer<V: View>(_ view: V, in environment: EnvironmentValues) -> ResolvedNode? {
        var styled = environment
        styled.font = .footnote
        styled.foregroundColor = environment.listHeaderForeground
        let nodes = resolveView(view, in: styled)
        return nodes.isEmpty ? nil : (nodes.count == 1 ? nodes[0] : .vstack(alignment: .leading, spacing: 0, nodes))
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct SectionContentKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True inside a `Section`'s content (an inline picker there adds rows, not a section of its own).
    package var isSectionContent: Bool {
        get { self[SectionContentKey.self] }
        set { self[SectionContentKey.self] = newValue }
    }

    private nonisolated struct SectionsAsWrittenKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True where `Group(sections:)` or `ForEach(sections:)` takes sections apart: a `Section`
    /// there keeps its header and footer as written, not styled as a list's; a list or a
    /// section's content inside starts afresh.
    package var sectionsAsWritten: Bool {
        get { self[SectionsAsWrittenKey.self] }
        set { self[SectionsAsWrittenKey.self] = newValue }
    }

    private nonisolated struct HeaderProminenceKey: EnvironmentKey {
        static var defaultValue: Prominence { .standard }
    }

    /// How prominent list section headers are, as SwiftUI's `headerProminence`.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    private nonisolated struct ListHeaderForegroundKey: EnvironmentKey {
        static var defaultValue: Color { .secondary }
    }

    /// The colour of list section headers and footers: iOS's secondary label colour by default.
    public var listHeaderForeground: Color {
        get { self[ListHeaderForegroundKey.self] }
        set { self[ListHeaderForegroundKey.self] = newValue }
    }
}

/// How prominent a view is, as SwiftUI's `Prominence`: for list section headers.
public nonisolated enum Prominence: Hashable, Sendable {
    /// The standard header: footnote text in upper case.
    case standard
    /// A more prominent header: larger, bold, as written.
    case increased
}

nonisolated extension View {
    /// Sets how prominent list section headers inside are, as SwiftUI's `headerProminence(_:)`.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
