import Foundation

/// A bitmap asset found by name (in the image sources the render is given, then the project's
/// photographs), or a vector symbol.
public nonisolated struct Image: View, PrimitiveView, Equatable, Sendable {
    nonisolated enum Source: Hashable {
        case asset(String)
        case symbol(String)
        /// A view drawn by an `ImageRenderer`.
        case rendered(RenderedViewImage)
    }
    let source: Source
    /// The folder of the bundle an asset was named in (`Image(_:bundle:)`), searched before the
    /// render's image sources; nil for the render's sources alone.
    let bundleFolder: URL?
    /// What VoiceOver reads for an asset made with `init(_:bundle:label:)`; nil reads its name.
    private(set) var label: String?
    var isResizable = false
    /// Cap insets, tiling or an `ImagePaint`'s tile: how a resizable image fills its frame
    /// other than by stretching it whole (nil: stretched whole).
    var slicing: ImageSlicing?
    var contentMode: ContentMode?
    let isDecorative: Bool
    var renderingMode: TemplateRenderingMode?

    /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`.
    public nonisolated enum TemplateRenderingMode: Hashable, Sendable {
        /// Its alpha only, filled with the foreground colour (how symbols are drawn).
        case template
        /// Its own colours (how assets are drawn unless told otherwise).
        case original
    }

    /// The asset called `name`: a `.png`, `.jpg` or `.jpeg` file of that name, looked for first in
    /// `bundle`'s resources (for example `.module`, a target's own), then in the render's image
    /// sources and the project's photographs. `nil` or the main bundle: the image sources alone
    /// (a snapshot's program is not the app, so its main bundle holds none of the app's images).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        bundleFolder = BundleFolder.of(bundle)
        isDecorative = false
    }

    /// The asset called `name` from `bundle`, which VoiceOver reads as `label`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        self.label = label.content
    }

    /// An asset that VoiceOver skips, from `bundle` as `init(_:bundle:)` finds it.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name)
        bundleFolder = BundleFolder.of(bundle)
        isDecorative = true
    }

    /// A symbol sized by the current font and `imageScale`: a Material Icons glyph standing in for the SF
    /// Symbol of that name, a vector drawing for `chevron.right`, `person.fill` and `person.2.fill`, or a
    /// placeholder box with the name's initial for a name the symbol table lacks.
    public init(systemName: String) {
        source = .symbol(systemName)
        bundleFolder = nil
        isDecorative = false
    }

    /// A variable symbol at `variableValue` (0 to 1), as iOS 16's `Image(systemName:variableValue:)`:
    /// drawn whole, as `init(systemName:)` draws it (the glyphs here have no variable layers).
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The asset's name, or the symbol's.
    public var name: String {
        switch source {
        case .asset(let name), .symbol(let name): return name
        case .rendered: return ""
        }
    }

    /// Draws an asset as a template (its alpha filled with the foreground colour, as SwiftUI does
    /// with `.template`) or in its own colours (`.original`, or nil: the default). Symbols are
    /// always drawn in the foreground colour here (there are no multicolour symbols).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How a resizable image fills a frame larger or smaller than itself, as SwiftUI's
    /// `Image.ResizingMode`.
    public nonisolated enum ResizingMode: Hashable, Sendable {
        /// Repeated at its own size from the frame's top left corner (the last ones cut off).
        case tile
        /// Scaled to the frame.
        case stretch
    }

    /// Lets the image take the size it is offered instead of its own: its middle stretched or
    /// tiled (`resizingMode`) while the `capInsets` at its edges keep their size (corners as they
    /// are, edges stretched or tiled along their length). Cap insets are in points (the image's
    /// pixels at 1x), leading on the left.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        let hasCaps = capInsets.top > 0 || capInsets.leading > 0 || capInsets.bottom > 0 || capInsets.trailing > 0
        copy.slicing = hasCaps || resizingMode == .tile
            ? ImageSlicing(capInsets: capInsets, tiles: resizingMode == .tile) : nil
        return copy
    }

    /// A primitive.
    public typealias Body = Never

    /// The symbol drawn for `name` in `direction`: SF Symbols' directional names point the way
    /// reading goes, so a `forward` part is drawn `right` left to right and `left` right to left,
    /// and `backward` the other way (`chevron.forward` is `chevron.left` in Arabic). Every other
    /// name is drawn as it is, in either direction (`chevron.right` points right).
    package static func drawnSymbol(_ name: String, _ direction: LayoutDirection) -> String {
        // A part that ends in "ward" (forward, backward), found by a byte scan: `contains` goes
        // through Foundation or a generic searcher, and every symbol of a page is asked.
        guard hasWardPart(name) else { return name }
        let forward = direction == .rightToLeft ? "left" : "right"
        let backward = direction == .rightToLeft ? "right" : "left"
        return name.split(separator: ".", omittingEmptySubsequences: false).map { part in
            part == "forward" ? forward : part == "backward" ? backward : String(part)
        }.joined(separator: ".")
    }

    /// Whether a dot-separated part of `name` ends in "ward" (a cheap test that lets almost every
    /// name through untouched).
    private static func hasWardPart(_ name: String) -> Bool {
        var last: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        for byte in name.utf8 {
            if byte == UInt8(ascii: "."), last == (UInt8(ascii: "w"), UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "d")) {
                return true
            }
            last = (last.1, last.2, last.3, byte)
        }
        return last == (UInt8(ascii: "w"), UInt8(ascii: "a"), UInt8(ascii: "r"), UInt8(ascii: "d"))
    }

    package func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        let font = environment.font ?? .body
        let resolvedSource: ResolvedImage.Source
        switch source {
        case .asset(let name): resolvedSource = .asset(name)
        case .symbol(let name): resolvedSource = .symbol(Image.drawnSymbol(name, environment.layoutDirection))
        case .rendered(let rendered): return [rendered.resolve(isResizable: isResizable, contentMode: contentMode)]
        }
        var image = ResolvedImage(
            source: resolvedSource, isResizable: isResizable, contentMode: contentMode,
            symbolPointSize: font.pointSize(at: environment.dynamicTypeSize) * environment.imageScale.factor,
            symbolWeight: environment.isBold ? .bold : font.weight,
            color: environment.resolve(environment.foregroundColor ?? .defaultLabel),
            symbolVariants: environment.symbolVariants,
            tintsAsset: renderingMode == .template,
            isRedacted: environment.drawsPlaceholders,
            bundleFolder: bundleFolder,
            isDark: environment.colorScheme == .dark)
        if case .asset = resolvedSource { image.slicing = slicing }
        var node = ResolvedNode.image(image)
        if isDecorative {
            var spec = AccessibilitySpec()
            spec.isHidden = true
            node = .accessibility(spec, node)
        } else {
            var spec = AccessibilitySpec()
            spec.label = label ?? name
            spec.addedTraits = .isImage
            node = .accessibility(spec, node)
        }
        return [node]
    }
}

nonisolated extension View {
    /// Keeps the content's aspect ratio: `.fill` covers the offered frame (cropped when drawn), `.fit` fits inside.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioView(content: self, contentMode: contentMode)
    }

    /// Same as `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Same as `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
}

/// Sets the content mode of the resizable images inside.
nonisolated struct AspectRatioView<Content: View>: View, PrimitiveView {
    let content: Content
    let contentMode: ContentMode
    typealias Body = Never

    func resolve(in environment: EnvironmentValues) -> [ResolvedNode] {
        resolveView(content, in: environment).map { setMode($0) }
    }

    private func setMode(_ node: ResolvedNode) -> ResolvedNode {
        switch node {
        case .image(var image):
            image.contentMode = contentMode
            return .image(image)
        case .accessibility(let spec, let child):
            return .accessibility(spec, setMode(child))
        case .effect(.renderedImage(let proposal, let isResizable, _), let child):
            return .effect(.renderedImage(proposal: proposal, isResizable: isResizable, contentMode: contentMode), child)
        case .effect(.hitTestingDisabled, let child):
            return .effect(.hitTestingDisabled, setMode(child))
        default:
            return node
        }
    }
}
