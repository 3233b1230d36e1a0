import Foundation

/// Makes images of views, as SwiftUI's `ImageRenderer`: `uiImage` is the content as an image,
/// which `Image(uiImage:)` shows. The kit keeps the view rather than pixels: the image is the
/// content laid out at `proposedSize` (its own size when unspecified) in a fresh environment, as
/// iOS renders it outside the screen (light, the default text size), drawn at the snapshot's
/// scale; `.resizable()` stretches it to its frame, or fits or fills it with
/// `aspectRatio(contentMode:)`, as an image's pixels are. It is one decorative image: nothing
/// inside is read by VoiceOver or tapped.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view drawn.
    public var content: Content
    /// The size proposed to the view; `.unspecified` (the default) draws it at its own size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Image pixels a point. Accepted: a snapshot draws the image at its own scale.
    public var scale: CGFloat = 1
    /// Whether the image is opaque. Accepted.
    public var isOpaque = false
    /// The image's colour space and format. Accepted.
    public var colorMode: ColorRenderingMode = .nonLinear

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The content as an image, for `Image(uiImage:)`.
    public var uiImage: UIImage? {
        UIImage(rendered: RenderedViewImage(content: AnyView(content), proposal: proposedSize))
    }
}

/// A view an `ImageRenderer` drew, kept as the view: equal only to itself.
final nonisolated class RenderedViewImage: Hashable, @unchecked Sendable {
    let content: AnyView
    let proposal: ProposedViewSize

    init(content: AnyView, proposal: ProposedViewSize) {
        self.content = content
        self.proposal = proposal
    }

    /// The image's node: the content, resolved in a fresh environment, laid out at the proposal
    /// (`ResolvedEffect.renderedImage`), taking no taps and read by no one.
    func resolve(isResizable: Bool, contentMode: ContentMode?) -> ResolvedNode {
        let nodes = resolveView(content, in: EnvironmentValues())
        let drawn = nodes.count == 1 ? nodes[0] : .vstack(nodes)
        var hidden = AccessibilitySpec()
        hidden.isHidden = true
        let effect = ResolvedEffect.renderedImage(proposal: proposal, isResizable: isResizable, contentMode: contentMode)
        return .accessibility(hidden, .effect(.hitTestingDisabled, .effect(effect, drawn)))
    }

    static func == (lhs: RenderedViewImage, rhs: RenderedViewImage) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

nonisolated extension Image {
    /// An image of a view an `ImageRenderer` drew.
    init(rendered: RenderedViewImage) {
        source = .rendered(rendered)
        bundleFolder = nil
        isDecorative = true
    }
}
