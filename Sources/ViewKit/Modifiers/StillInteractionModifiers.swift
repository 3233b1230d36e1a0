import Foundation

/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public nonisolated struct TextSelectability: Hashable, Sendable {
    private let isSelectable: Bool

    /// Selectable.
    public static let enabled = TextSelectability(isSelectable: true)
    /// Not selectable.
    public static let disabled = TextSelectability(isSelectable: false)
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
public nonisolated struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    private let name: String

    /// The system's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag moves below the keyboard's top.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Interactions a still snapshot cannot show, as SwiftUI's modifiers declare them: menus opened by
/// a long press, actions revealed by swiping, selecting text, hiding private data when the app is
/// in the background, tooltips and links opened into the app. Each is accepted and changes
/// nothing drawn or read out (README, deviations).
nonisolated extension View {
    /// Accepted; the menu is shown only on a long press.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Accepted; the menu and its preview are shown only on a long press.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View { self }

    /// Accepted; the actions are shown only when the row is swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }

    /// Accepted; selection needs a touch.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }

    /// Accepted; there is no keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Accepted; iOS shows no tooltip.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// Accepted; iOS shows no tooltip.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Accepted; no link is opened.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Accepted; text is never tightened, so a text that would fit only tightened is truncated or
    /// wraps here (README, deviations).
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// Draws this view through an offscreen image first, as SwiftUI's `drawingGroup`: composited
    /// as `compositingGroup()` does; `opaque` and `colorMode` are accepted.
    public func drawingGroup(opaque: Bool = false) -> some View {
        compositingGroup()
    }

    /// Accepted; iOS shows large content only on a long press at the largest text sizes.
    public func accessibilityShowsLargeContentViewer() -> some View { self }

    /// Accepted: a still draws no row's delete control, editing or not.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Accepted: a still draws no row's move handle, editing or not.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

/// The rows of a `ForEach` that editing can delete or move, as SwiftUI's `onDelete` and `onMove`
/// declare them. A still shows no editing: accepted, never run. Each returns the `ForEach` itself
/// (SwiftUI returns `some DynamicViewContent`), so the two chain as in SwiftUI.
nonisolated extension ForEach {
    /// Accepted; no row is deleted.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }

    /// Accepted; no row is moved.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}
