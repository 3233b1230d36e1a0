import Foundation

/// How a list is drawn, as SwiftUI's `ListStyle`: `.insetGrouped`, `.grouped`, `.plain`,
/// `.inset` or `.automatic`, set with `.listStyle(_:)`.
public protocol ListStyle: Sendable {
    /// The kit's drawing of the style.
    var kind: ListStyleKind { get }
    /// Whether collapsible sections' headers show a chevron that toggles them (a sidebar's).
    var showsSectionDisclosure: Bool { get }
}

nonisolated extension ListStyle {
    /// No chevrons in section headers but a sidebar's.
    public var showsSectionDisclosure: Bool { false }
}

/// Rounded sections inset from the sides.
public nonisolated struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

/// Square sections the full width of the list.
public nonisolated struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn grouped.
    public var kind: ListStyleKind { .grouped }
}

/// Rows on the list's background.
public nonisolated struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn plain.
    public var kind: ListStyleKind { .plain }
}

/// Plain rows inset from the sides; drawn as plain here.
public nonisolated struct InsetListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn plain.
    public var kind: ListStyleKind { .plain }
}

/// A sidebar's list, as SwiftUI's `SidebarListStyle`; drawn as plain here, with a chevron in
/// the header of each collapsible section.
public nonisolated struct SidebarListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn plain.
    public var kind: ListStyleKind { .plain }
    /// Collapsible sections' headers toggle them.
    public var showsSectionDisclosure: Bool { true }
}

/// The platform's choice: inset grouped, as iOS draws a list of sections.
public nonisolated struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
    /// Drawn inset grouped.
    public var kind: ListStyleKind { .insetGrouped }
}

nonisolated extension ListStyle where Self == InsetGroupedListStyle {
    /// Rounded sections inset from the sides.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

nonisolated extension ListStyle where Self == GroupedListStyle {
    /// Square sections the full width of the list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

nonisolated extension ListStyle where Self == PlainListStyle {
    /// Rows on the list's background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

nonisolated extension ListStyle where Self == InsetListStyle {
    /// Plain rows inset from the sides.
    public static var inset: InsetListStyle { InsetListStyle() }
}

nonisolated extension ListStyle where Self == SidebarListStyle {
    /// A sidebar's list (drawn plain).
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
    /// The platform's choice.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

/// The spacing between a list's sections, as SwiftUI's `ListSectionSpacing`.
public nonisolated struct ListSectionSpacing: Sendable, Hashable {
    let value: CGFloat
    /// The default spacing, 16 points here.
    public static let `default` = ListSectionSpacing(value: ListMetrics.sectionSpacing)
    /// Closer sections.
    public static let compact = ListSectionSpacing(value: ListMetrics.compactSectionSpacing)
    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(value: spacing) }
}

/// The list's measurements, each one named constant.
public nonisolated enum ListMetrics {
    /// Space between sections by default.
    public static let sectionSpacing: CGFloat = 16
    /// Space between sections with `.compact`.
    public static let compactSectionSpacing: CGFloat = 8
    /// The list's side margins when it is a screen's (iOS's layout margins), compact width.
    public static let compactScreenMargin: CGFloat = 16
    /// The same on regular width.
    public static let regularScreenMargin: CGFloat = 20
}

nonisolated extension EnvironmentValues {
    private nonisolated struct ListStyleKey: EnvironmentKey {
        static var defaultValue: ListStyleKind { .insetGrouped }
    }
    private nonisolated struct ListSectionSpacingKey: EnvironmentKey {
        static var defaultValue: CGFloat { ListMetrics.sectionSpacing }
    }
    private nonisolated struct ListMarginKey: EnvironmentKey {
        static var defaultValue: CGFloat { 0 }
    }
    private nonisolated struct ListRowSpacingKey: EnvironmentKey {
        static var defaultValue: CGFloat? { nil }
    }

    /// The style lists below draw in.
    package var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// Space between the sections of lists below.
    package var listSectionSpacing: CGFloat {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }

    /// The least height of a list row below, as SwiftUI's `defaultMinListRowHeight`: 44 pt
    /// unless set (a row with no insets, `listRowInsets(EdgeInsets())`, is as tall as its content).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// iOS's least list row height, 44 pt.
    package static let standardMinListRowHeight: CGFloat = 44

    private nonisolated struct DefaultMinListRowHeightKey: EnvironmentKey {
        static var defaultValue: CGFloat { EnvironmentValues.standardMinListRowHeight }
    }

    /// Space between neighbouring rows of lists below (`listRowSpacing(_:)`); nil for none.
    package var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Space between a list's sides and its sections. 0 by default, where a snapshot page's own
    /// margins stand in for it; a screen snapshot sets iOS's margins (16 pt, 20 on regular width).
    public var listHorizontalMargin: CGFloat {
        get { self[ListMarginKey.self] }
        set { self[ListMarginKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws lists inside in `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, style.kind).environment(\.listSectionsShowDisclosure, style.showsSectionDisclosure)
    }

    /// The space between sections of lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing.value)
    }

    /// The space between sections of lists inside, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// The space between neighbouring rows of lists inside, in points; nil for the list's own
    /// (rows touching). Rows with space between them are each drawn on a panel of their own,
    /// without separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }
}
