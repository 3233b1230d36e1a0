import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent` (iOS 16). A sheet shows at the
/// detent its selection names, or else at the smallest of its detents (as UIKit's sheet does when
/// no detent is selected); with none given, at `large`. Detents apply on compact width only: on
/// regular width a sheet is a form sheet of its own size.
public nonisolated struct PresentationDetent: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
        case custom(CustomDetentResolver)
    }

    let kind: Kind

    /// About half the screen: half of `large`.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen, below the presenting screen's edge.
    public static let large = PresentationDetent(kind: .large)

    /// A share of `large`'s height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// A detent whose height `type` works out (`CustomPresentationDetent`).
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
        PresentationDetent(kind: .custom(CustomDetentResolver(id: ObjectIdentifier(type)) { D.height(in: $0) }))
    }

    /// Information a custom detent works its height out from, as SwiftUI's `PresentationDetent.Context`.
    @dynamicMemberLookup
    public nonisolated struct Context {
        /// The height the sheet is shown in: `large`'s.
        public let maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// A value of the environment where the sheet is shown.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
    }

    /// The sheet's height at this detent, given the height of `large` and the environment the
    /// sheet is shown from; never more than `large`, never negative; nil when a custom detent
    /// is inactive there.
    package func height(large: CGFloat, in environment: EnvironmentValues) -> CGFloat? {
        let wanted: CGFloat
        switch kind {
        case .medium: wanted = large * SheetMetrics.mediumShare
        case .large: wanted = large
        case .fraction(let share): wanted = large * share
        case .height(let points): wanted = points
        case .custom(let resolver):
            guard let points = resolver.resolve(Context(maxDetentValue: large, environment: environment)) else { return nil }
            wanted = points
        }
        return wanted.isFinite ? max(0, min(large, wanted)) : large
    }

    /// Whether this is `large`.
    package var isLarge: Bool { kind == .large }
}

nonisolated extension View {
    /// The heights the sheet around this view rests at; it shows at the smallest
    /// (`PresentationDetent`). Outside a sheet, nothing changes.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetOptionSetter(content: self) { $0.detents = Array(detents) }
    }

    /// The heights the sheet around this view rests at; it shows at the one `selection` holds when
    /// that is among them, else at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        let chosen = selection.wrappedValue
        return SheetOptionSetter(content: self) {
            $0.detents = Array(detents)
            $0.selection = chosen
        }
    }

    /// Whether the sheet around this view shows its drag indicator (`automatic`: when it has more
    /// than one detent to be dragged between).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetOptionSetter(content: self) { $0.dragIndicator = visibility }
    }

    /// The sheet's background, in place of the system background (iOS 16.4).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let background = AnyView(Rectangle().fill(style))
        return SheetOptionSetter(content: self) { $0.background = background }
    }

    /// A view as the sheet's background, aligned in it (iOS 16.4).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
        return SheetOptionSetter(content: self) { $0.background = background }
    }

    /// The sheet's corner radius; nil keeps the system's (iOS 16.4).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        SheetOptionSetter(content: self) { $0.cornerRadius = cornerRadius }
    }

    /// Whether the screen behind the sheet takes input (iOS 16.4): while it does, at a detent below
    /// `large`, it is not veiled and VoiceOver and taps still reach it.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        SheetOptionSetter(content: self) { $0.backgroundInteraction = interaction }
    }

    /// How a popover shows on compact width: as a sheet (`automatic`), or as a popover (`popover`,
    /// `none`), a full-screen cover or a sheet (iOS 16.4).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        SheetOptionSetter(content: self) { $0.compactAdaptation = adaptation }
    }

    /// How a popover shows in compact width and height: the horizontal choice is the one a
    /// portrait phone uses (iOS 16.4).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        SheetOptionSetter(content: self) { $0.compactAdaptation = horizontal }
    }
}

/// A detent of your own, as SwiftUI's `CustomPresentationDetent`: its height worked out from the
/// sheet's context (`PresentationDetent.custom(_:)`).
public protocol CustomPresentationDetent {
    /// The detent's height in `context`, or nil when it is inactive there.
    static func height(in context: Self.Context) -> CGFloat?
}

nonisolated extension CustomPresentationDetent {
    /// What the height is worked out from.
    public typealias Context = PresentationDetent.Context
}

/// A custom detent's height rule, equal to another when both come from the same type.
nonisolated struct CustomDetentResolver: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let resolve: (PresentationDetent.Context) -> CGFloat?

    static func == (lhs: CustomDetentResolver, rhs: CustomDetentResolver) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A presentation modifier inside a sheet: notes its option for the sheet, then resolves its content.
nonisolated struct SheetOptionSetter<Content: View>: View, PrimitiveView {
    let content: Content
    let set: (SheetOptions) -> Void
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let options = environment.sheetOptions { set(options) }
        return resolveView(content, in: environment)
    }
}
