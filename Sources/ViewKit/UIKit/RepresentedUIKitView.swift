import Foundation

/// What a `UIViewRepresentable` or `UIViewControllerRepresentable` is drawn as: the UIKit view
/// its methods made, as a SwiftUI view (`UIKitStandIn`), sized by its `sizeThatFits` when that
/// gives a size.
public nonisolated struct RepresentedUIKitView: View, PrimitiveView {
    /// The view made, what to call it, and its representable's sizing.
    struct Made {
        let view: UIView
        /// The placeholder's name: the controller's class for a controller, else the view's.
        var name: String?
        /// Whether a plain `UIView` with nothing inside is drawn as its colour: for a view, and for
        /// a plain `UIViewController`'s; a controller of another class draws more than its root
        /// view shows here (a share sheet), so it is a placeholder.
        var drawsPlainView: Bool
        /// What the placeholder says under the name: the address of a web view or Safari controller.
        var detail: String?
        let fits: @MainActor (ProposedViewSize) -> CGSize?

        @MainActor init(view: UIView, name: String? = nil, drawsPlainView: Bool = true, detail: String? = nil,
                        fits: @escaping @MainActor (ProposedViewSize) -> CGSize?) {
            self.view = view
            self.name = name
            self.drawsPlainView = drawsPlainView
            self.detail = detail ?? (view as? any PlaceholderDescribing)?.placeholderDetail
            self.fits = fits
        }
    }

    /// The representable's type, for findings.
    let owner: String
    let make: @MainActor (EnvironmentValues) -> Made

    init(owner: String, make: @escaping @MainActor (EnvironmentValues) -> Made) {
        self.owner = owner
        self.make = make
    }

    public typealias Body = Never

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let drawn: AnyView = onMainActor(self) { represented in
            let made = represented.make(environment)
            let content = UIKitStandIn.view(for: made.view, name: made.name, detail: made.detail,
                                            drawsPlainView: made.drawsPlainView, owner: represented.owner)
            return AnyView(RepresentableSizing(fits: made.fits) { content })
        }
        return resolveView(drawn, in: environment)
    }
}

/// The size a representable's `sizeThatFits` gives, the drawn view's own when it gives none.
nonisolated struct RepresentableSizing: Layout {
    let fits: @MainActor (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let size = onMainActor(fits, { $0(proposal) }), size.width.isFinite, size.height.isFinite {
            return CGSize(width: max(0, size.width), height: max(0, size.height))
        }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}
