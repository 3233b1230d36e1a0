import Foundation

/// A run of text placed on the page, with the spec it was measured with.
public struct TextItem: Hashable, Sendable {
    /// What to shape and how.
    public var spec: TextSpec
    /// The colour of the glyphs.
    public var color: RGBAColor
    /// The block's frame: origin of the first line's box, size as measured.
    public var frame: CGRect
    /// The width the text was wrapped within (at least the frame's width).
    public var wrapWidth: CGFloat
    /// The measurement layout used; the raster draws the same lines.
    public var measurement: TextMeasurement

    /// A placed text.
    public init(spec: TextSpec, color: RGBAColor, frame: CGRect, wrapWidth: CGFloat, measurement: TextMeasurement) {
        self.spec = spec
        self.color = color
        self.frame = frame
        self.wrapWidth = wrapWidth
        self.measurement = measurement
    }
}

/// How an image fills its frame.
public enum ImageContentMode: String, Hashable, Sendable {
    /// Scaled to cover the frame, cropped, never stretched.
    case fill
    /// Scaled to fit inside the frame, letterboxed.
    case fit
    /// Stretched to the frame (only when a view asks for it).
    case stretch
}

/// A bitmap asset drawn into a frame and clipped to a shape.
public struct ImageItem: Hashable, Sendable {
    /// The asset's name, resolved by the renderer.
    public var assetName: String
    /// The frame the image is fitted into.
    public var frame: CGRect
    /// How it is fitted.
    public var contentMode: ImageContentMode
    /// The clip, usually the frame with some corners rounded.
    public var clip: RoundedRect
    /// For a template image: the colour its alpha is filled with (nil: its own colours).
    public var tint: RGBAColor?
    /// The folder of the bundle the asset was named in (`Image(_:bundle:)`), searched before the
    /// renderer's own; nil: the renderer's alone.
    public var bundleFolder: URL?
    /// Whether it is drawn in dark mode, where an asset catalog's image set draws its dark
    /// appearance's file when it has one.
    public var isDark: Bool
    /// Whether it is set among a text's characters (`Text(Image("logo"))`): beside the text's
    /// glyphs, inside its frame, never under them, so the audits do not count it as a photo the
    /// text stands over.
    public var isInText = false
    /// Whether it is one piece of a sliced or tiled image (`resizable(capInsets:resizingMode:)`,
    /// `ImagePaint`): its clip's edges fall on whole device pixels, so pieces side by side meet
    /// without a seam where their edges would each half cover a pixel.
    public var isPiece = false

    /// A placed image.
    public init(assetName: String, frame: CGRect, contentMode: ImageContentMode, clip: RoundedRect? = nil,
                tint: RGBAColor? = nil, bundleFolder: URL? = nil, isDark: Bool = false) {
        self.assetName = assetName
        self.frame = frame
        self.contentMode = contentMode
        self.clip = clip ?? RoundedRect(rect: frame)
        self.tint = tint
        self.bundleFolder = bundleFolder
        self.isDark = isDark
    }

    /// What tells this item's image from others in one list: its name, its bundle's folder when it
    /// has one (two bundles may hold different images of the same name), and the appearance.
    public var assetKey: AssetKey { AssetKey(name: assetName, bundleFolder: bundleFolder, isDark: isDark) }
}

/// An image asset as a display list names it: its name, the folder of the bundle it was named
/// in, if any, and whether it is wanted in its dark appearance.
public struct AssetKey: Hashable, Sendable {
    /// The asset's name.
    public var name: String
    /// The folder searched first, if any.
    public var bundleFolder: URL?
    /// Whether an image set's dark appearance is wanted (dark mode); a plain file has one look.
    public var isDark: Bool

    /// The asset `name`, looked for first in `bundleFolder`, in its dark appearance when `isDark`.
    public init(name: String, bundleFolder: URL? = nil, isDark: Bool = false) {
        self.name = name
        self.bundleFolder = bundleFolder
        self.isDark = isDark
    }
}

/// One thing to draw. Items are painted in order, later over earlier.
public indirect enum DisplayItem: Hashable, Sendable {
    /// A filled (possibly rounded) rectangle; translucent colours blend.
    case fill(RoundedRect, RGBAColor)
    /// A border drawn inside the shape's edge.
    case border(RoundedRect, RGBAColor, width: CGFloat)
    /// A straight rule (a divider), `thickness` tall or wide.
    case rule(CGRect, RGBAColor)
    /// Shaped text.
    case text(TextItem)
    /// A bitmap.
    case image(ImageItem)
    /// A vector drawing.
    case path(VectorPath)
    /// Items drawn clipped to a shape.
    case clipped(RoundedRect, [DisplayItem])
    /// Items drawn as one group with an effect (transform, group opacity, shadow, blur, clip, mask).
    case effect(DisplayEffect, [DisplayItem])
}
