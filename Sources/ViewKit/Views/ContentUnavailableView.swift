import Foundation

/// An empty state, as iOS 17's `ContentUnavailableView`: a label (its icon large and grey over its
/// title in bold title 2), a description in secondary grey under it, and actions under that, all
/// centred, in the middle of whatever space the view is offered (it takes all of it).
///
/// `ContentUnavailableView("No messages", systemImage: "tray", description: Text("..."))`, or
/// with views: `ContentUnavailableView { Label("No messages", systemImage: "tray") }
/// description: { Text("...") } actions: { Button("Refresh") {} }`; `.search` and
/// `.search(text:)` are the searchable screen's "No Results". The sizes and spacings are guesses
/// (`ContentUnavailableMetrics`).
public nonisolated struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state from a label, a description and actions (each may be left out).
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// A primitive.
    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        var inner = environment
        inner.labelStyleKind = .emptyState
        let view = VStack(spacing: ContentUnavailableMetrics.actionsSpacing) {
            VStack(spacing: ContentUnavailableMetrics.descriptionSpacing) {
                label.font(.title2.bold())
                description.font(.callout).foregroundStyle(Color.secondary)
            }
            .multilineTextAlignment(.center)
            actions
        }
        .padding(ContentUnavailableMetrics.padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        return resolveView(view, in: inner)
    }
}

nonisolated extension ContentUnavailableView where Label == ViewKit.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a system symbol, and an optional description.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewKit.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// A title with a system symbol, and an optional description.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewKit.Label(title, systemImage: name) }, description: { description })
    }

    /// A title with a named image, and an optional description.
    /// The title is a string literal's key: its Markdown is styled, as SwiftUI's `LocalizedStringKey` initialiser.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ViewKit.Label(titleKey, image: name) }, description: { description })
    }

    /// A title with a named image, and an optional description.
    /// The title is shown as given (a `String` value); disfavoured so that a literal takes the key initialiser.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ViewKit.Label(title, image: name) }, description: { description })
    }
}

/// The parts of the search's empty state, as SwiftUI names them.
public nonisolated enum SearchUnavailableContent {
    /// "No Results", or "No Results for “text”", with a magnifying glass.
    public nonisolated struct Label: View {
        let text: String?
        /// The label.
        public var body: some View {
            if let text {
                ViewKit.Label("No Results for “\(text)”", systemImage: "magnifyingglass")
            } else {
                ViewKit.Label("No Results", systemImage: "magnifyingglass")
            }
        }
    }

    /// What to try instead.
    public nonisolated struct Description: View {
        /// The description.
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// None.
    public nonisolated struct Actions: View {
        /// Nothing.
        public var body: some View { EmptyView() }
    }
}

nonisolated extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
                                       Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: nil) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }

    /// The empty state of a search for `text` that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The empty state's measurements: guesses from iOS 17's screenshots, not documented values.
public nonisolated enum ContentUnavailableMetrics {
    /// The icon's size at Large, scaling as the large title does.
    public static let iconSize: Double = 48
    /// Between the icon and the title.
    public static let iconSpacing: CGFloat = 8
    /// Between the label and the description.
    public static let descriptionSpacing: CGFloat = 6
    /// Between the description and the actions.
    public static let actionsSpacing: CGFloat = 16
    /// Around the whole.
    public static let padding: CGFloat = 16
}

nonisolated extension LabelStyleKind {
    /// The empty state's label: the icon large and grey over the title.
    static let emptyState = LabelStyleKind(rawValue: 3)
}
