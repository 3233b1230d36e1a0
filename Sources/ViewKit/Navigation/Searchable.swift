import Foundation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`. On iPhone every placement is
/// the navigation bar's drawer, under the title, which is where the kit draws it.
public nonisolated struct SearchFieldPlacement: Hashable, Sendable {
    /// How the drawer shows while scrolling, as SwiftUI's `NavigationBarDrawerDisplayMode`.
    public nonisolated enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// Hidden when scrolled; a snapshot is at the top, where it shows.
        case automatic
        /// Always shown.
        case always
    }

    private let name: String

    /// The system's choice.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// The navigation bar's drawer.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// The navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    /// The toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// A sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
}

/// The search field's measurements and colours (iOS 17's search bar; the height is UIKit's, the
/// others guesses from screenshots, each one named constant).
public nonisolated enum SearchFieldMetrics {
    /// The field's least height at the default text size.
    public static let height: CGFloat = 36
    /// Its corner radius.
    public static let cornerRadius: CGFloat = 10
    /// Space from its leading edge to the magnifying glass, and from its trailing edge to the text.
    public static let horizontalPadding: CGFloat = 8
    /// Space between the magnifying glass and the text.
    public static let iconSpacing: CGFloat = 6
    /// Space above and below the field inside the bar: the field and this make a 44 pt target at
    /// the default size.
    public static let verticalInset: CGFloat = 4
    /// The field's fill: iOS's tertiary system fill.
    public static let fill = Color(uiColor: .tertiarySystemFill)
    /// The magnifying glass and the prompt: iOS's secondary label colour.
    public static let promptColor = Color(uiColor: .secondaryLabel)
}

/// What `searchable` asks of the navigation bar.
package nonisolated struct SearchRequest: Sendable {
    let text: String
    let prompt: Text?
    /// The tokens in the field, before the text (`searchable(text:tokens:...)`).
    var tokens = SearchTokenViews(views: [])
}

nonisolated extension View {
    /// A search field in the navigation bar of the enclosing (or, applied to it, this)
    /// `NavigationStack`, under its title, showing `text` or else `prompt` ("Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        searchable(text: text, prompt: prompt, tokens: SearchTokenViews(views: []))
    }

    /// A search field with a string literal's prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a prompt shown exactly as given.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field shown while `isPresented` is true; a snapshot shows it at rest either way.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                           placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Accepted: suggestions show only while typing.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// The text a search suggestion fills the search field with when chosen: accepted; a snapshot
    /// shows no suggestions.
    public func searchCompletion(_ completion: String) -> some View { self }
}

nonisolated extension NavigationBarBuilder {
    /// The search field in the bar: the magnifying glass and the text (or prompt, in the secondary
    /// colour) on a rounded fill, at the bar's margins; one VoiceOver text field and one tap target
    /// as tall as the field and its insets.
    static func searchField(_ search: SearchRequest, margin: CGFloat, in environment: EnvironmentValues) -> [ResolvedNode] {
        let prompt = search.prompt ?? Text("Search")
        // The prompt shows only in an empty field: a token hides it, as text does.
        let shown: Text? = !search.text.isEmpty ? Text(verbatim: search.text)
            : search.tokens.views.isEmpty ? prompt.foregroundColor(SearchFieldMetrics.promptColor) : nil
        let field = HStack(spacing: SearchFieldMetrics.iconSpacing) {
            Image(systemName: "magnifyingglass").foregroundColor(SearchFieldMetrics.promptColor)
            ForEach(search.tokens.views.indices, id: \.self) { index in SearchTokenChip(content: search.tokens.views[index]) }
            if let shown {
                shown.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
            } else {
                Spacer(minLength: 0)
            }
        }
        .modifier(SearchTokenOverflow(isActive: !search.tokens.views.isEmpty))
        .padding(.horizontal, SearchFieldMetrics.horizontalPadding)
        .frame(minHeight: SearchFieldMetrics.height)
        .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius).fill(SearchFieldMetrics.fill))
        let target = Button(action: {}) { field.padding(.vertical, SearchFieldMetrics.verticalInset) }
            .buttonStyle(.plain)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(prompt.content)
            .accessibilityValue(search.text)
            .accessibilityAddTraits(.isTextField)
            .accessibilityRemoveTraits(.isButton)
            .padding(.horizontal, margin)
        return resolveView(target, in: environment)
    }
}
