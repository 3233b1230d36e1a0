import Foundation

/// Sections that expand and collapse, as SwiftUI's (iOS 17): made with an `isExpanded` binding,
/// a collapsed section shows its header and footer and none of its rows. In a sidebar list
/// (`listStyle(.sidebar)`) the header is a button that toggles the binding, with a chevron at its
/// trailing end (down while expanded, pointing the way reading goes while collapsed) in the tint;
/// in other styles there is no control, as on iOS.
nonisolated extension Section where Footer == EmptyView {
    /// A section with a header view that collapses to its header while `isExpanded` is false.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header that collapses to it while `isExpanded` is false.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
        self.isExpanded = isExpanded
    }

    /// A section with a text header that collapses to it while `isExpanded` is false.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
        self.isExpanded = isExpanded
    }
}

/// A collapsible section's header in a sidebar: the title, and the chevron at the trailing end;
/// one button at least 44 pt tall, read with the section's state.
nonisolated struct CollapsibleSectionHeader<Title: View>: View {
    let title: Title
    let isExpanded: Binding<Bool>

    var body: some View {
        let expanded = isExpanded.wrappedValue
        Button(action: { isExpanded.wrappedValue.toggle() }) {
            HStack(spacing: DisclosureMetrics.labelSpacing) {
                title.frame(maxWidth: .infinity, alignment: .leading)
                DisclosureChevron(isExpanded: expanded)
            }
            .frame(minHeight: ButtonMetrics.minimumHeight)
        }
        .buttonStyle(.plain)
        .accessibilityValue(expanded ? "Expanded" : "Collapsed")
    }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct SectionDisclosureKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    /// True in a sidebar list: collapsible sections' headers show a chevron and toggle.
    package var listSectionsShowDisclosure: Bool {
        get { self[SectionDisclosureKey.self] }
        set { self[SectionDisclosureKey.self] = newValue }
    }
}
