import Foundation

/// `#Preview { MyCard() }`, as Xcode's preview macro: its closure is checked as a view, then left
/// out, as a device build leaves it out. So screen files written for iOS 17 compile unchanged,
/// their previews and all; a preview is not a snapshot scenario (write one in a catalogue, or a
/// `PreviewProvider`, whose `previews` are a view like any other).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `#Preview("Landscape", traits: .landscapeLeft) { MyCard() }`: a preview with traits; left out
/// as the other form is.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewMacros", type: "PreviewMacro")

/// `@Previewable @State var isOn = true` inside a `#Preview`, as iOS 18's: marks state a preview
/// keeps; the marked variable stays as written.
@attached(peer)
public macro Previewable() = #externalMacro(module: "PreviewMacros", type: "PreviewableMacro")

/// The namespace of a preview's traits, as `DeveloperToolsSupport`'s `Preview`.
public nonisolated struct Preview: Sendable {
    /// The traits a view preview takes.
    public nonisolated struct ViewTraits: Sendable {}
}

/// A trait of a preview (orientation, layout), as `DeveloperToolsSupport`'s `PreviewTrait`:
/// accepted, since previews are left out.
public nonisolated struct PreviewTrait<T>: Sendable {
    private let name: String
}

nonisolated extension PreviewTrait where T == Preview.ViewTraits {
    /// Portrait.
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    /// Upside-down portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
    /// Landscape, home button or indicator on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    /// Landscape, home button or indicator on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
    /// The device's size.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
    /// The view's own size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
}
