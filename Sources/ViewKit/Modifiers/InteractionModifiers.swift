import Foundation

/// Gestures and hit testing, as SwiftUI's modifiers declare them. A snapshot is not touched, but
/// a view made tappable with `onTapGesture` is a tap target as a button is: audited for its size
/// (44 × 44 pt) and tapped in tests with `LaidOutScreen.tap(targetAt:)`, which runs its action.
/// Unlike a button it adds nothing for VoiceOver (no button trait), as on iOS, where a view with
/// a tap gesture reads as its content. `allowsHitTesting(false)` takes the tap targets inside a
/// view away.
nonisolated extension View {
    /// Makes this view a tap target, its frame the area tapped, that runs `action` when tapped
    /// (whatever `count`: a test's tap completes the gesture).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        wrappingNodes { node, environment in
            .button(label: node, actionID: environment.actionStore?.register(action) ?? -1)
        }
    }

    /// A tap target that runs `action` with where it was tapped, in `coordinateSpace` (iOS 17):
    /// a snapshot's tap is in the middle of the view (`LaidOutScreen.tap(targetAt:)`), so the
    /// location is the view's middle (its own, or the page's for any other space).
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        let isLocal = coordinateSpace.coordinateSpace == .local
        return wrappingNodes { node, environment in
            let id = environment.actionStore?.register(located: { frame in
                let frame = frame ?? .zero
                action(isLocal ? CGPoint(x: frame.width / 2, y: frame.height / 2) : CGPoint(x: frame.midX, y: frame.midY))
            })
            return .button(label: node, actionID: id ?? -1)
        }
    }

    /// Accepted; the action does not run, and a long press makes no tap target.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void) -> some View { self }

    /// Accepted: a tap gesture's target is the view's whole frame, as with `contentShape(Rectangle())`;
    /// another shape does not change it, nor what is drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// A content shape for the given kinds of interaction (taps, previews, hover, focus,
    /// accessibility): accepted, as `contentShape(_:eoFill:)` is.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// With `false`, the buttons, links, controls and tap gestures inside this view take no taps:
    /// they are drawn and read out as before, but are not tap targets.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        wrappingNodes { node, _ in enabled ? node : .effect(.hitTestingDisabled, node) }
    }
}

/// What a content shape is for, as SwiftUI's `ContentShapeKinds`.
public nonisolated struct ContentShapeKinds: OptionSet, Sendable {
    /// Bits.
    public let rawValue: Int
    /// From bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Taps and other touches.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// A drag's preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// A context menu's preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// The hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// The focus effect.
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    /// VoiceOver's frame.
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}
