import Foundation

nonisolated extension View {
    /// Attaches `gesture`. A snapshot runs no gesture; a `TapGesture` with an `onEnded` action
    /// (directly, or wrapped in `AnyGesture`) makes the view a tap target that runs it, as
    /// `onTapGesture(perform:)` does. Other gestures change nothing drawn or read.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachingGesture(gesture, mask)
    }

    /// Attaches `gesture` ahead of the gestures of the views inside; as `gesture(_:including:)`.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachingGesture(gesture, mask)
    }

    /// Attaches `gesture` alongside the gestures of the views inside; as `gesture(_:including:)`.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attachingGesture(gesture, mask)
    }

    /// Attaches `gesture` while `isEnabled` (iOS 18); as `gesture(_:including:)`.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attachingGesture(gesture, isEnabled ? .all : .subviews)
    }

    /// The view with `gesture` attached: a tap target when it is a tap with an action and `mask`
    /// includes it (found when the view is resolved: a gesture of your own is looked into through
    /// its main-actor `body`).
    private func attachingGesture<T: Gesture>(_ gesture: T, _ mask: GestureMask) -> TransformedView<Self> {
        wrappingNodes { node, environment in
            guard mask.contains(.gesture), let action = tapAction(of: gesture) else { return node }
            return .button(label: node, actionID: environment.actionStore?.register(action) ?? -1)
        }
    }
}
