import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`, read with `@Environment(\.openURL)`. The system's
/// action (the default) opens nothing in a snapshot; an action of your own set with
/// `environment(\.openURL, OpenURLAction { url in ... })` runs when called, so a test can see
/// what a view would open.
public nonisolated struct OpenURLAction: Sendable {
    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was opened (handled by the action or the system).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).accepted)
    }

    /// What an action did with a URL.
    public nonisolated struct Result: Sendable {
        let accepted: Bool

        /// The action opened it.
        public static let handled = Result(accepted: true)
        /// The action dropped it.
        public static let discarded = Result(accepted: false)
        /// The action leaves it to the system (which opens nothing in a snapshot).
        public static let systemAction = Result(accepted: true)

        /// The action asks the system to open `url` instead.
        public static func systemAction(_ url: URL) -> Result { systemAction }
    }

    /// The system's action: opens nothing in a snapshot.
    static let system = OpenURLAction { _ in .systemAction }
}

/// Refreshes a view's content, as SwiftUI's `RefreshAction`: `refreshable(action:)` sets it, and
/// `@Environment(\.refresh)` reads it (nil outside a refreshable view).
public nonisolated struct RefreshAction: Sendable {
    private let action: @Sendable () async -> Void

    init(_ action: @escaping @Sendable () async -> Void) {
        self.action = action
    }

    /// Runs the refresh.
    public func callAsFunction() async {
        await action()
    }
}

/// Ends a search, as SwiftUI's `DismissSearchAction`: nothing is being searched in a snapshot, so
/// it does nothing.
public nonisolated struct DismissSearchAction: Sendable {
    /// Does nothing: no search is under way.
    public func callAsFunction() {}
}

/// Whether the app is in front, as SwiftUI's `ScenePhase`: `.active` in a snapshot.
public nonisolated enum ScenePhase: Comparable, Hashable, Sendable {
    /// The app is not shown.
    case background
    /// Shown but not taking input.
    case inactive
    /// In front and taking input.
    case active
}

/// Whether a list is being edited, as SwiftUI's `EditMode`.
public nonisolated enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active

    /// Whether editing is on (`.transient` or `.active`).
    public var isEditing: Bool { self != .inactive }
}

nonisolated extension EnvironmentValues {
    private nonisolated struct OpenURLKey: EnvironmentKey {
        static var defaultValue: OpenURLAction { .system }
    }

    private nonisolated struct RefreshKey: EnvironmentKey {
        static var defaultValue: RefreshAction? { nil }
    }

    private nonisolated struct ScenePhaseKey: EnvironmentKey {
        static var defaultValue: ScenePhase { .active }
    }

    private nonisolated struct EditModeKey: EnvironmentKey {
        static var defaultValue: Binding<EditMode>? { nil }
    }

    private nonisolated struct IsPresentedKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private nonisolated struct IsScrollEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    /// The action that opens URLs: the system's unless set (it opens nothing in a snapshot).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The refresh of the nearest `refreshable(action:)` around the view, or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// Whether the app is in front: `.active` unless set.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The edit mode of the list the view is in, or nil: nil unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet): false, as a snapshot presents nothing.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Whether scroll views inside scroll: false inside `scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }

    /// Whether the view is in a search that is under way: false, as nothing is typed in a still.
    public var isSearching: Bool { false }

    /// The action that ends the search under way (it does nothing in a snapshot).
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Whether the view holds the keyboard focus: false, as nothing is focused in a still.
    public var isFocused: Bool { false }

    /// Whether the display is dimmed (always-on): false.
    public var isLuminanceReduced: Bool { false }
}
