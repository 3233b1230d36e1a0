import Foundation

/// Where an `AsyncImage`'s loading has got to, as SwiftUI's `AsyncImagePhase`. A snapshot never
/// loads from the network, so it is always `.empty`.
public nonisolated enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Failed to load.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// The context of a change, as SwiftUI's `Transaction`: here only its animation, never run.
public nonisolated struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?

    /// A transaction with `animation`.
    public init(animation: Animation? = nil) {
        self.animation = animation
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`, drawn as it is before it has loaded: a
/// snapshot fetches nothing, so that it is the same on every machine. With a placeholder, the
/// placeholder is drawn; with a phase builder, its `.empty` view; with neither, SwiftUI's own
/// placeholder, a grey fill of the space offered (`defaultPlaceholder`).
public nonisolated struct AsyncImage<Content: View>: View {
    private let shown: AnyView

    /// The colour of the placeholder drawn when none is given: a guess at SwiftUI's, iOS's
    /// `secondarySystemFill` (README, deviations).
    public static var defaultPlaceholder: Color { Color(.secondarySystemFill) }

    /// An image from `url`, shown by `content` in each phase of loading.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        shown = AnyView(content(.empty))
    }

    /// An image from `url`, shown by `content` once loaded and by `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == ConditionalContent<I, P> {
        shown = AnyView(placeholder())
    }

    /// The image drawn as it is before it has loaded.
    public var body: some View { shown }
}

nonisolated extension AsyncImage where Content == Image {
    /// An image from `url`, at its own size once loaded; SwiftUI's grey placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) {
        shown = AnyView(Rectangle().fill(AsyncImage.defaultPlaceholder))
    }
}
