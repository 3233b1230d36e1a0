import Foundation

/// A stand-in for UIKit's `UIImage`, so `Image(uiImage: UIImage(named: "logo")!)` compiles and
/// draws as `Image("logo")` does: it holds an asset's or a symbol's name, or the view an
/// `ImageRenderer` drew, and no pixels. Made with
/// a name it is never nil here (iOS returns nil for an asset the app lacks; a snapshot finds out
/// when it draws the image, as with `Image(_:)`). No other UIKit API.
public final nonisolated class UIImage: @unchecked Sendable {
    nonisolated enum Source {
        case asset(String, Bundle?)
        case symbol(String)
        case rendered(RenderedViewImage)
        case none
    }

    let source: Source

    /// The asset called `name`.
    public init?(named name: String) { source = .asset(name, nil) }

    /// The asset called `name`, looked for first in `bundle` as `Image(_:bundle:)` looks; the
    /// traits are not read.
    public init?(named name: String, in bundle: Bundle?, with configuration: Any?) { source = .asset(name, bundle) }

    /// The system symbol called `name`.
    public init?(systemName name: String) { source = .symbol(name) }

    /// An image of nothing.
    public init() { source = .none }

    /// The image an `ImageRenderer` makes of a view.
    init(rendered: RenderedViewImage) { source = .rendered(rendered) }
}

nonisolated extension Image {
    /// The image `uiImage` names, as SwiftUI's `Image(uiImage:)`: its asset or its symbol; an image
    /// of nothing draws nothing.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .asset(let name, let bundle): self.init(name, bundle: bundle)
        case .symbol(let name): self.init(systemName: name)
        case .rendered(let rendered): self.init(rendered: rendered)
        case .none: self.init(decorative: "")
        }
    }
}
