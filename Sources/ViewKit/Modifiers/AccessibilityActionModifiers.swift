import Foundation

/// The kind of an action VoiceOver performs on an element, as SwiftUI's `AccessibilityActionKind`.
public nonisolated struct AccessibilityActionKind: Hashable, Sendable {
    /// The name VoiceOver lists for a named action; nil for the gestures' own actions.
    let name: String?
    private let gesture: String?

    /// The element's activation (a double tap).
    public static let `default` = AccessibilityActionKind(name: nil, gesture: "default")
    /// The two-finger scrub that dismisses.
    public static let escape = AccessibilityActionKind(name: nil, gesture: "escape")
    /// The two-finger double tap that performs the app's most important action.
    public static let magicTap = AccessibilityActionKind(name: nil, gesture: "magicTap")

    /// An action VoiceOver lists under `name` in its actions rotor.
    public init(named name: Text) {
        self.name = name.content
        gesture = nil
    }

    private init(name: String?, gesture: String?) {
        self.name = name
        self.gesture = gesture
    }
}

/// Which way an adjustable element is swiped, as SwiftUI's `AccessibilityAdjustmentDirection`.
public nonisolated enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Swiped up.
    case increment
    /// Swiped down.
    case decrement
}

/// VoiceOver's order and actions. A snapshot never performs an action; what changes is what is
/// read out: a named action is listed after its element ("Actions: Archive, Delete."), an
/// adjustable element is announced as adjustable, and elements are read in their sort order.
nonisolated extension View {
    /// Orders this view's elements among the other elements of the same accessibility container
    /// (`accessibilityElement(children: .contain)`, or the screen): higher priorities are read
    /// first, equal ones in reading order; the default is 0.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// Adds an action of `actionKind` to this view's element. A named kind is listed after the
    /// element; the activation, escape and magic-tap gestures are accepted and read nothing.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View {
        accessibility { spec in
            if let name = actionKind.name { spec.actionNames.append(name) }
        }
    }

    /// Adds an action VoiceOver lists as `name`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action VoiceOver lists as `name`.
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds an action VoiceOver lists as `name`, shown exactly as given.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Makes this view's element adjustable: VoiceOver announces "Adjustable" and a swipe up or
    /// down calls `handler`.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibility { $0.addedTraits.insert(.isAdjustable) }
    }
}

/// A zoom VoiceOver asks of a view, as SwiftUI's `AccessibilityZoomGestureAction`.
public nonisolated struct AccessibilityZoomGestureAction: Sendable {
    /// Which way.
    public nonisolated enum Direction: Sendable, Hashable {
        /// Closer.
        case zoomIn
        /// Further.
        case zoomOut
    }

    /// Which way the zoom goes.
    public let direction: Direction
    /// Where, in the view's coordinates.
    public let location: CGPoint
    /// Where, in the screen's coordinates.
    public let point: CGPoint
}

/// How a direct-touch area behaves, as SwiftUI's `AccessibilityDirectTouchOptions`.
public nonisolated struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// An option set.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Touches pass to the view and VoiceOver also speaks.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// The area needs activating first.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

nonisolated extension View {
    /// Lets VoiceOver users zoom the view with `handler`: accepted (a snapshot is read, not
    /// zoomed, and the transcript lists no zoom action).
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { self }

    /// Makes the view an area touches reach directly under VoiceOver: accepted (a snapshot has no
    /// touches).
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
        self
    }

    /// Replaces what VoiceOver reads inside this view with the elements `children` make, laid out
    /// over the view as an overlay is and not drawn, as SwiftUI's `accessibilityChildren`: a
    /// chart drawn in a `Canvas` can be read as its bars.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        let content = children()
        return accessibilityHidden(true).overlay { content.wrappingNodes { node, _ in .effect(.unseen, node) } }
    }
}
