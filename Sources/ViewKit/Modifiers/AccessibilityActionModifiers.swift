import Foundation

/// The kind of an action VoiceOver performs on an element, as SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Hashable, Sendable {
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
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    /// Swiped up.
    case increment
    /// Swiped down.
    case decrement
}

/// VoiceOver's order and actions. A snapshot never performs an action; what changes is what is
/// read out: a named action is listed after its element ("Actions: Archive, Delete."), an
/// adjustable element is announced as adjustable, and elements are read in their sort order.
extension View {
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
