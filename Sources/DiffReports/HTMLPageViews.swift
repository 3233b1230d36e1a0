import Foundation
import PixelDiff

/// The picture views of an entry: framed figures, region boxes, the slider and onion-skin stacks.
extension HTMLPage {
    mutating func figure(_ title: String, image: String?, size: PixelSize?, canvas: PixelSize, boxes: [DiffRegion], id: String) {
        let caption = size.map { "\(title) \($0)" } ?? title
        html += "<figure><figcaption>\(escape(caption))</figcaption>"
        html += "<div class=\"frame\" style=\"aspect-ratio: \(canvas.width) / \(canvas.height)\">"
        if let image, let size {
            html += "<img id=\"\(id)\" alt=\"\(escape(caption))\" src=\"\(image)\" style=\"width: \(percent(size.width, of: canvas.width))\">"
            for box in boxes { html += boxDiv(box, canvas: canvas) }
        } else {
            html += "<div class=\"missing\">no image</div>"
        }
        html += "</div></figure>\n"
    }

    mutating func overlayView(_ mode: String, entry: DiffEntry, id: String, canvas: PixelSize, label: (String, String), initial: Int) {
        guard let expectedSize = entry.expectedSize, let actualSize = entry.actualSize else { return }
        let title = mode == "slider" ? "← expected · actual →" : "expected ← opacity of actual →"
        html += "<div class=\"view\" data-view=\"\(mode)\" hidden>\n"
        html += "<div class=\"frame stack\" style=\"aspect-ratio: \(canvas.width) / \(canvas.height); max-width: \(canvas.width)px\">"
        html += "<img alt=\"expected\" data-copy=\"\(id)-expected\" style=\"width: \(percent(expectedSize.width, of: canvas.width))\">"
        let topStyle = mode == "slider" ? "clip-path: inset(0 0 0 \(initial)%)" : "opacity: \(Double(initial) / 100)"
        html += "<img class=\"top\" alt=\"actual\" data-copy=\"\(id)-actual\" style=\"width: \(percent(actualSize.width, of: canvas.width)); \(topStyle)\">"
        for box in entry.metrics?.regions ?? [] { html += boxDiv(box, canvas: canvas) }
        html += "</div>\n<label class=\"control\">\(escape(title)) <input type=\"range\" min=\"0\" max=\"100\" value=\"\(initial)\" data-mode=\"\(mode)\"></label>\n</div>\n"
    }

    func boxDiv(_ box: DiffRegion, canvas: PixelSize) -> String {
        "<div class=\"box\" style=\"left: \(percent(box.x, of: canvas.width)); top: \(percent(box.y, of: canvas.height)); "
            + "width: \(percent(box.width, of: canvas.width)); height: \(percent(box.height, of: canvas.height))\"></div>"
    }

    func canvasSize(_ entry: DiffEntry) -> PixelSize {
        let sizes = [entry.expectedSize, entry.actualSize].compactMap { $0 }
        return PixelSize(width: max(1, sizes.map(\.width).max() ?? 1), height: max(1, sizes.map(\.height).max() ?? 1))
    }

    /// A data URI for an image path, or `nil` when there is no such image.
    func source(_ path: String?) -> String? {
        guard let path, let data = imageData(path) else { return nil }
        let fileExtension = (path as NSString).pathExtension
        return "data:\(ImageCodec.mimeType(forExtension: fileExtension));base64,\(data.base64EncodedString())"
    }

    func percent(_ part: Int, of whole: Int) -> String {
        NumberFormat.fixed(Double(part) / Double(max(1, whole)) * 100, places: 4) + "%"
    }

    func escape(_ text: String) -> String { TextEscaping.html(text) }
}
