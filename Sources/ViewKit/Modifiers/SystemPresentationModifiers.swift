import Foundation

/// iOS 16–18 modifiers for presentations, system chrome, menus, pointers, keys and speech that a
/// snapshot of one still screen cannot show: accepted so that screen code compiles, and changing
/// nothing drawn, read or tapped (`SystemPresentationModifierTests`).
nonisolated extension View {
    /// Accepted: destinations are other screens; snapshot them on their own.
    public func navigationDestination<D, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// An inspector: on compact width, while `isPresented` is true, a sheet over the screen, as iOS
    /// shows it (`PresentedSheet`); on regular width its trailing column is not drawn.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        SheetPresenter(content: self, sheet: isPresented.wrappedValue ? PresentedSheet(content: AnyView(content()), kind: .inspector) : nil)
    }

    /// Accepted: an inspector's column is not drawn.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Accepted: an inspector's column is not drawn.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// Accepted: whether swipes on a sheet scroll or resize it.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }

    /// Accepted: search scopes show only while a search is under way.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }

    /// Accepted: the toolbar's role (the kit draws one bar).
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Accepted (iOS 18): the kit draws the navigation bar it is given.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted: the title menu opens on a tap.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }

    /// Accepted: the home indicator is not drawn.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Accepted: no system gesture runs in a still.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

    /// Accepted: badges are drawn at their standard prominence.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }

    /// Accepted: nothing has the focus in a still.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Accepted: no focus effect is drawn in a still.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Accepted: widgets are not drawn by the kit.
    public func widgetURL(_ url: URL?) -> some View { self }

    /// Accepted: no menu action runs.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }

    /// Accepted: a closed menu draws no indicator.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }

    /// Accepted: a menu's order shows only when it is open.
    public func menuOrder(_ order: MenuOrder) -> some View { self }

    /// Accepted: there is no pointer over a still.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Accepted: there is no pointer over a still.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Accepted: no key is pressed in a still; `action` never runs.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Accepted: no key is pressed in a still; `action` never runs.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { self }

    /// Accepted: scroll indicators are never drawn.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Accepted: scroll indicators are never drawn.
    public func scrollIndicatorsFlash<V: Equatable>(trigger value: V) -> some View { self }

    /// Accepted: a scroll view is drawn from its top (leading) edge.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Accepted: VoiceOver's speech settings do not change the transcript.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }

    /// Accepted: VoiceOver's speech settings do not change the transcript.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Accepted: VoiceOver's speech settings do not change the transcript.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

    /// Accepted: VoiceOver's speech settings do not change the transcript.
    public func speechAdjustedPitch(_ value: Double) -> some View { self }

    /// The view, which SwiftUI compares with its last value before evaluating its body again;
    /// a snapshot evaluates each body once.
    public func equatable() -> EquatableView<Self> where Self: Equatable {
        EquatableView(content: self)
    }
}

/// A view SwiftUI evaluates again only when it changes, as SwiftUI's `EquatableView`: drawn as
/// its content.
public nonisolated struct EquatableView<Content: View & Equatable>: View {
    /// The view.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: Content { content }
}

/// How a popover adapts, as SwiftUI's `PresentationAdaptation`.
public nonisolated enum PresentationAdaptation: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// As on a wide screen.
    case none
    /// A popover.
    case popover
    /// A sheet.
    case sheet
    /// A full-screen cover.
    case fullScreenCover
}

/// What swipes on a sheet do, as SwiftUI's `PresentationContentInteraction`.
public nonisolated enum PresentationContentInteraction: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Swipes resize the sheet.
    case resizes
    /// Swipes scroll its content.
    case scrolls
}

/// Whether the view behind a sheet takes input, as SwiftUI's `PresentationBackgroundInteraction`.
public nonisolated struct PresentationBackgroundInteraction: Hashable, Sendable {
    private let name: String
    private let upThrough: PresentationDetent?

    /// The system's choice.
    public static let automatic = PresentationBackgroundInteraction(name: "automatic", upThrough: nil)
    /// The background takes input.
    public static let enabled = PresentationBackgroundInteraction(name: "enabled", upThrough: nil)
    /// The background takes no input.
    public static let disabled = PresentationBackgroundInteraction(name: "disabled", upThrough: nil)

    /// The background takes input while the sheet is no taller than `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: "enabled", upThrough: detent)
    }

    /// Whether the screen behind a sheet shown at `shown` takes input (and is not veiled).
    package func enables(at shown: PresentationDetent, large: CGFloat, in environment: EnvironmentValues) -> Bool {
        guard name == "enabled" else { return false }
        guard let upThrough else { return true }
        guard let limit = upThrough.height(large: large, in: environment),
              let height = shown.height(large: large, in: environment) else { return false }
        return height <= limit
    }
}

/// The role of a toolbar, as SwiftUI's `ToolbarRole`.
public nonisolated enum ToolbarRole: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// A navigation stack's toolbar.
    case navigationStack
    /// A browser's toolbar.
    case browser
    /// An editor's toolbar.
    case editor
}

/// How prominent badges are, as SwiftUI's `BadgeProminence`.
public nonisolated enum BadgeProminence: Hashable, Sendable {
    /// As drawn.
    case standard
    /// More prominent.
    case increased
    /// Less prominent.
    case decreased
}

/// Whether choosing a menu action closes the menu, as SwiftUI's `MenuActionDismissBehavior`.
public nonisolated enum MenuActionDismissBehavior: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Choosing an action closes the menu.
    case enabled
    /// The menu stays open.
    case disabled
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`.
public nonisolated enum MenuOrder: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// The first item nearest the finger.
    case priority
    /// Top to bottom as written.
    case fixed
}

/// A pointer's effect over a view, as SwiftUI's `HoverEffect`.
public nonisolated enum HoverEffect: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// A highlight under the pointer.
    case highlight
    /// The view lifts under the pointer.
    case lift
}

/// A key press, as SwiftUI's `KeyPress`: never made in a still.
public nonisolated struct KeyPress: Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The characters it types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Down, repeat or up.
    public let phase: Phases

    /// Whether an action dealt with a key press.
    public nonisolated enum Result: Hashable, Sendable {
        /// The action dealt with it.
    case handled
    /// The action left it to others.
    case ignored
    }

    /// The phases of a key press.
    public nonisolated struct Phases: OptionSet, Hashable, Sendable {
        /// Bits.
        public let rawValue: Int
        /// From bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Pressed.
        public static let down = Phases(rawValue: 1 << 0)
        /// Held.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// Released.
        public static let up = Phases(rawValue: 1 << 2)
        /// Any.
        public static let all: Phases = [.down, .repeat, .up]
    }
}
