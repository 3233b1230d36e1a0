import Foundation

/// Effects that change how a view is drawn but not its layout, as SwiftUI's `VisualEffect`
/// (iOS 17): what a `scrollTransition` or `visualEffect` closure returns, built from
/// `EmptyVisualEffect` with `offset`, `scaleEffect`, `rotationEffect`, `opacity`, `blur` and the
/// colour effects, each drawn as the view modifier of its name.
public protocol VisualEffect: Sendable {}

/// No effect: what a `scrollTransition` or `visualEffect` closure starts from.
public nonisolated struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// Effects applied one after another (what the effect methods return).
public nonisolated struct ModifiedVisualEffect: VisualEffect {
    let steps: [@Sendable (AnyView) -> AnyView]

    /// `view` with every effect applied, in order.
    func applied(to view: AnyView) -> AnyView {
        steps.reduce(view) { $1($0) }
    }
}

nonisolated extension VisualEffect {
    /// These effects, then `step`.
    func then(_ step: @escaping @Sendable (AnyView) -> AnyView) -> ModifiedVisualEffect {
        ModifiedVisualEffect(steps: ((self as? ModifiedVisualEffect)?.steps ?? []) + [step])
    }

    /// Moved by `offset`.
    public func offset(_ offset: CGSize) -> ModifiedVisualEffect { then { AnyView($0.offset(offset)) } }
    /// Moved by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedVisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
    /// Scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedVisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedVisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    /// Scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedVisualEffect {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    /// Turned by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedVisualEffect {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    /// Drawn at `opacity`.
    public func opacity(_ opacity: Double) -> ModifiedVisualEffect { then { AnyView($0.opacity(opacity)) } }
    /// Blurred by `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedVisualEffect {
        then { AnyView($0.blur(radius: radius, opaque: opaque)) }
    }
    /// Brightened by `amount`.
    public func brightness(_ amount: Double) -> ModifiedVisualEffect { then { AnyView($0.brightness(amount)) } }
    /// Contrast changed by `amount`.
    public func contrast(_ amount: Double) -> ModifiedVisualEffect { then { AnyView($0.contrast(amount)) } }
    /// Saturation changed by `amount`.
    public func saturation(_ amount: Double) -> ModifiedVisualEffect { then { AnyView($0.saturation(amount)) } }
    /// Greyed by `amount`.
    public func grayscale(_ amount: Double) -> ModifiedVisualEffect { then { AnyView($0.grayscale(amount)) } }
    /// Hues turned by `angle`.
    public func hueRotation(_ angle: Angle) -> ModifiedVisualEffect { then { AnyView($0.hueRotation(angle)) } }
    /// Multiplied by `color`.
    public func colorMultiply(_ color: Color) -> ModifiedVisualEffect { then { AnyView($0.colorMultiply(color)) } }
}

nonisolated extension VisualEffect {
    /// `view` with these effects.
    func applied(to view: AnyView) -> AnyView {
        (self as? ModifiedVisualEffect)?.applied(to: view) ?? view
    }
}

/// Where a view is in a scroll view's visible region, as SwiftUI's `ScrollTransitionPhase`.
public nonisolated enum ScrollTransitionPhase: Hashable, Sendable {
    /// Before the visible region (above or to the leading side).
    case topLeading
    /// In it.
    case identity
    /// After it.
    case bottomTrailing

    /// Whether the view is in the visible region.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition runs, as SwiftUI's `ScrollTransitionConfiguration`.
public nonisolated struct ScrollTransitionConfiguration: Sendable {
    private let name: String

    /// No transition.
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    /// Animated as the view crosses the region's edge.
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    /// Following the scroll.
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")

    /// Animated with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    /// Following the scroll along `timingCurve`.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }
    /// Changing phase at `threshold`.
    public static func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { .interactive }

    /// This configuration with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// This configuration changing phase at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of a view is visible when its phase changes.
    public nonisolated struct Threshold: Sendable {
        private let fraction: Double

        /// Wholly visible.
        public static let visible = Threshold(fraction: 1)
        /// Wholly hidden.
        public static let hidden = Threshold(fraction: 0)
        /// At the region's centre.
        public static let centered = Threshold(fraction: 0.5)

        /// `amount` of it visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: amount) }
        /// `amount` of it hidden.
        public static func hidden(_ amount: Double) -> Threshold { Threshold(fraction: 1 - amount) }
    }
}

nonisolated extension View {
    /// Changes the view as it scrolls in and out of view, as SwiftUI's `scrollTransition`: a
    /// snapshot shows every view of a scroll view in the region, so `transition` is applied at
    /// `.identity`.
    public func scrollTransition<E: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive,
                                                  axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> some View {
        transition(EmptyVisualEffect(), .identity).applied(to: AnyView(self))
    }

    /// Changes the view as it scrolls in and out of view, with one configuration an edge.
    public func scrollTransition<E: VisualEffect>(topLeading: ScrollTransitionConfiguration,
                                                  bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                                  transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> E)
        -> some View {
        transition(EmptyVisualEffect(), .identity).applied(to: AnyView(self))
    }

    /// Draws the view with the effects `effect` makes from its geometry (its frame where it is
    /// placed), as SwiftUI's `visualEffect`: the layout is the view's own; the view is laid out
    /// again, in its frame, to be drawn with the effects.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        let drawn = AnyView(self)
        return hidden().overlay(alignment: .topLeading) {
            GeometryReader { proxy in effect(EmptyVisualEffect(), proxy).applied(to: drawn) }
        }
    }
}
