import Foundation

/// iOS 17 and 18 modifiers a still screen cannot show, accepted so that screen code compiles
/// (`SystemPresentationModifierTests`); `labelsVisibility(.hidden)` hides control labels as
/// `labelsHidden()` does.
nonisolated extension View {
    /// Accepted: the typeface's line heights are the same for every language here.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }

    /// Accepted: images are drawn in the standard dynamic range.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

    /// Accepted (iOS 18): a sheet's size (sheets are not drawn).
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }

    /// Accepted (iOS 18): the transition to a pushed screen is never run.
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }

    /// Accepted (iOS 18): the source of a zoom transition.
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }

    /// Accepted (iOS 18): a snapshot's scroll view never scrolls, so `action` never runs.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }

    /// Accepted (iOS 18): a snapshot's scroll view is idle, so `action` never runs.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    /// Accepted: a page-style tab view's dots are drawn as the kit draws them.
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View { self }

    /// Accepted (iOS 17): text editors are drawn in their standard style.
    public func textEditorStyle(_ style: TextEditorStyle) -> some View { self }

    /// Accepted (iOS 18): the background of a navigation container is the screen's.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { self }

    /// Whether the controls inside show their labels (iOS 18): `.hidden` is `labelsHidden()`.
    @ViewBuilder
    public func labelsVisibility(_ visibility: Visibility) -> some View {
        if visibility == .hidden { labelsHidden() } else { self }
    }
}

nonisolated extension Image {
    /// How bright an image may be drawn, as SwiftUI's `Image.DynamicRange`.
    public nonisolated struct DynamicRange: Hashable, Sendable {
        private let name: String
        /// Standard dynamic range.
        public static let standard = DynamicRange(name: "standard")
        /// Some extra brightness.
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        /// Full high dynamic range.
        public static let high = DynamicRange(name: "high")
    }
}

/// A sheet's size, as SwiftUI's `PresentationSizing` (iOS 18).
public nonisolated struct PresentationSizing: Hashable, Sendable {
    private let name: String
    /// The system's choice.
    public static let automatic = PresentationSizing(name: "automatic")
    /// A form sheet.
    public static let form = PresentationSizing(name: "form")
    /// A page sheet.
    public static let page = PresentationSizing(name: "page")
    /// As its content fits.
    public static let fitted = PresentationSizing(name: "fitted")
}

/// How a pushed screen comes in, as SwiftUI's `NavigationTransition` (iOS 18).
public nonisolated struct NavigationTransition: Hashable, Sendable {
    private let name: String
    /// The system's slide.
    public static let automatic = NavigationTransition(name: "automatic")

    /// Zooms out of the view marked `matchedTransitionSource(id:in:)`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(name: "zoom")
    }
}

/// A scroll view's geometry, as SwiftUI's `ScrollGeometry` (iOS 18): at rest, at its top.
public nonisolated struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled.
    public var contentOffset: CGPoint
    /// The content's size.
    public var contentSize: CGSize
    /// The insets around the content.
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The visible part of the content.
    public var visibleRect: CGRect
    /// The part of the content the view can show, less its insets.
    public var bounds: CGRect
}

/// Whether a scroll view is moving, as SwiftUI's `ScrollPhase` (iOS 18): `.idle` in a still.
public nonisolated enum ScrollPhase: Hashable, Sendable {
    /// At rest.
    case idle
    /// Following a finger.
    case tracking
    /// About to move.
    case interacting
    /// Moving after a flick.
    case decelerating
    /// Moving by the program.
    case animating

    /// Whether it is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The style of a page-style tab view's dots, as SwiftUI's `PageIndexViewStyle`.
public nonisolated struct PageIndexViewStyle: Hashable, Sendable {
    /// When the dots have a background behind them.
    public nonisolated enum BackgroundDisplayMode: Hashable, Sendable {
        /// The system's choice.
        case automatic
        /// Always.
        case always
        /// While touched.
        case interactive
        /// Never.
        case never
    }

    private let mode: BackgroundDisplayMode

    /// Dots with a background as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        mode = backgroundDisplayMode
    }

    /// Dots with a background as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode = .automatic) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }

    /// Dots with the system's background.
    public static let page = PageIndexViewStyle()
}

/// A text editor's style, as SwiftUI's `TextEditorStyle` (iOS 17).
public nonisolated struct TextEditorStyle: Hashable, Sendable {
    private let name: String
    /// The system's style.
    public static let automatic = TextEditorStyle(name: "automatic")
    /// No background.
    public static let plain = TextEditorStyle(name: "plain")
}

/// Where a container background goes, as SwiftUI's `ContainerBackgroundPlacement`.
public nonisolated struct ContainerBackgroundPlacement: Hashable, Sendable {
    private let name: String
    /// A navigation container (iOS 18).
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// A widget.
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}
