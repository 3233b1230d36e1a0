import Drawing
import Foundation

/// Where an image of a given pixel size lands for a frame and content mode.
public enum ImagePlacement {
    /// The rectangle the whole image is drawn into: `fill` covers the frame (cropped by the clip,
    /// never stretched), `fit` sits inside it, both centred; `stretch` is the frame itself.
    public static func rect(imageSize: CGSize, frame: CGRect, mode: ImageContentMode) -> CGRect {
        guard imageSize.width > 0, imageSize.height > 0, mode != .stretch else { return frame }
        let widthScale = frame.width / imageSize.width
        let heightScale = frame.height / imageSize.height
        let scale = mode == .fill ? max(widthScale, heightScale) : min(widthScale, heightScale)
        let size = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
        return CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }
}
