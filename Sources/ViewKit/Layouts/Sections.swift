import Foundation

/// One section of a view, as SwiftUI's `SectionConfiguration` (iOS 18): a `Section`'s header,
/// content and footer as subviews, or a run of sibling views written outside any section (an
/// implicit section, with no header or footer).
public nonisolated struct SectionConfiguration: Identifiable {
    /// A section's identity: its position among the sections of the view it was taken from.
    public nonisolated struct ID: Hashable, Sendable {
        let position: Int
    }

    /// The section's identity.
    public let id: ID
    /// The values the `Section` sets with `containerValue(_:_:)`; none for an implicit section.
    public let containerValues: ContainerValues
    /// The header's subviews (none without a header).
    public let header: SubviewsCollection
    /// The content's subviews.
    public let content: SubviewsCollection
    /// The footer's subviews (none without a footer).
    public let footer: SubviewsCollection
}

/// The sections of a view, as SwiftUI's `SectionCollection` (iOS 18): its `Section`s in order,
/// the views between them gathered into implicit sections; always at least one.
public nonisolated struct SectionCollection: RandomAccessCollection {
    private let sections: [SectionConfiguration]

    /// A section's parts as resolved views.
    private typealias Parts = (values: ContainerValues, header: [ResolvedNode], content: [ResolvedNode], footer: [ResolvedNode])

    /// The sections `view` is made of, made in `environment` (headers and footers as written,
    /// and made again where one is shown in another environment, as subviews are).
    init<Base: View>(of view: Base, in environment: EnvironmentValues) {
        let parts = SectionCollection.parts(of: view, in: environment)
        let groups = { (parts: [Parts]) in parts.flatMap { [$0.header, $0.content, $0.footer] } }
        let source = SubviewSource(groups: groups(parts), in: environment) { groups(SectionCollection.parts(of: view, in: $0)) }
        sections = parts.enumerated().map { index, part in
            SectionConfiguration(id: SectionConfiguration.ID(position: index), containerValues: part.values,
                                 header: SubviewsCollection(part.header, source: source, group: 3 * index),
                                 content: SubviewsCollection(part.content, source: source, group: 3 * index + 1),
                                 footer: SubviewsCollection(part.footer, source: source, group: 3 * index + 2))
        }
    }

    /// The sections of `view` made in `environment`: its `Section`s, and each run of views
    /// between them as a section of its own; at least one.
    private static func parts<Base: View>(of view: Base, in environment: EnvironmentValues) -> [Parts] {
        var environment = environment
        environment.sectionsAsWritten = true
        var sections: [Parts] = []
        var loose: [ResolvedNode] = []
        func gatherLoose() {
            guard !loose.isEmpty else { return }
            sections.append((ContainerValues(), [], loose, []))
            loose = []
        }
        for node in resolveView(view, in: environment).map(LayoutDirectionChange.movedInside) {
            guard let parts = node.sectionParts else {
                loose.append(node)
                continue
            }
            gatherLoose()
            sections.append((node.containerValues, parts.header.map { [$0] } ?? [], parts.rows, parts.footer.map { [$0] } ?? []))
        }
        gatherLoose()
        if sections.isEmpty { sections.append((ContainerValues(), [], [], [])) }
        return sections
    }

    /// The first position.
    public var startIndex: Int { sections.startIndex }
    /// Past the last position.
    public var endIndex: Int { sections.endIndex }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// The view `Group(sections:transform:)` makes, as SwiftUI's `GroupSectionsOfContent`: the
/// transform given the sections of the base view.
public nonisolated struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let base: Sections
    let transform: (SectionCollection) -> Content

    /// A primitive.
    public typealias Body = Never
    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(transform(SectionCollection(of: base, in: environment)), in: environment)
    }
}

nonisolated extension Group {
    /// The view `transform` makes of the sections of `view`, as SwiftUI's
    /// `Group(sections:transform:)` (iOS 18).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(base: view, transform: transform) }
    }
}

/// What `ForEach(sections:content:)` goes over, as SwiftUI's `ForEachSectionCollection`: the
/// sections are made when the `ForEach` is, in its environment, so this holds none itself.
public nonisolated struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// Empty.
    public var startIndex: Int { 0 }
    /// Empty.
    public var endIndex: Int { 0 }
    /// Never called: the collection is empty.
    public subscript(position: Int) -> SectionConfiguration {
        preconditionFailure("ForEachSectionCollection holds no sections")
    }
}

nonisolated extension ForEach {
    /// One view, made by `content`, for each section of `view`, as SwiftUI's
    /// `ForEach(sections:content:)` (iOS 18).
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(makingViews: { environment in
            SectionCollection(of: view, in: environment).map { ($0.id, content($0)) }
        })
    }
}

nonisolated extension ResolvedNode {
    /// The header, rows and footer of the `Section` this view is, looking through the modifiers
    /// around it; nil when it is not a section.
    var sectionParts: (header: ResolvedNode?, rows: [ResolvedNode], footer: ResolvedNode?)? {
        var node: ResolvedNode? = self
        while let current = node {
            if case .section(let header, let rows, let footer) = current { return (header, rows, footer) }
            node = current.wrappedView
        }
        return nil
    }
}
