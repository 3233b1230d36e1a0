import Foundation

/// A shape style that tiles an image, as SwiftUI's `ImagePaint`: `sourceRect` (in unit
/// coordinates of the image's size) is the part repeated, at `scale` times its own size, from
/// the filled frame's top left corner. It fills shapes (`fill`) and backgrounds
/// (`background(_:)`); as a text's or a stroke's style it paints nothing.
public nonisolated struct ImagePaint: ShapeStyle, Sendable {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates of its size.
    public var sourceRect: CGRect
    /// The size of a tile as a multiple of the part's own size.
    public var scale: CGFloat

    /// A paint that tiles `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// The tiles as a view taking the size it is offered.
    var tiles: Image {
        var tiled = image.resizable()
        tiled.slicing = ImageSlicing(tiles: true, source: sourceRect, scale: scale)
        return tiled
    }
}

nonisolated extension ShapeStyle where Self == ImagePaint {
    /// A paint that tiles `sourceRect` of `image` at `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
