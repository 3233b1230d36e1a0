import Foundation

/// A height a sheet rests at, as SwiftUI's `PresentationDetent` (iOS 16). A sheet shows at the
/// detent its selection names, or else at the smallest of its detents (as UIKit's sheet does when
/// no detent is selected); with none given, at `large`. Detents apply on compact width only: on
/// regular width a sheet is a form sheet of its own size.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
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

    /// The sheet's height at this detent, given the height of `large`; never more than that, never negative.
    package func height(large: CGFloat) -> CGFloat {
        let wanted: CGFloat
        switch kind {
        case .medium: wanted = large * SheetMetrics.mediumShare
        case .large: wanted = large
        case .fraction(let share): wanted = large * share
        case .height(let points): wanted = points
        }
        return wanted.isFinite ? max(0, min(large, wanted)) : large
    }

    /// Whether this is `large`.
    package var isLarge: Bool { kind == .large }
}

extension View {
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

/// A presentation modifier inside a sheet: notes its option for the sheet, then resolves its content.
struct SheetOptionSetter<Content: View>: View, PrimitiveView {
    let content: Content
    let set: (SheetOptions) -> Void
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        if let options = environment.sheetOptions { set(options) }
        return resolveView(content, in: environment)
    }
}
