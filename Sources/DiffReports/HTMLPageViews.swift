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

    /// The slider (a split line and handle drawn where the split is, over a control as wide as the
    /// picture) or the onion skin (a fade control under the picture, as wide as it). Both carry the
    /// hidden amplified-difference layer that the entry's "Highlight differences" button shows.
    mutating func overlayView(_ mode: String, entry: DiffEntry, id: String, canvas: PixelSize, initial: Int) {
        guard let expectedSize = entry.expectedSize, let actualSize = entry.actualSize else { return }
        let expectedWidth = percent(expectedSize.width, of: canvas.width), actualWidth = percent(actualSize.width, of: canvas.width)
        let slider = mode == "slider"
        html += "<div class=\"view\" data-view=\"\(mode)\" hidden>\n"
        html += "<p class=\"hint\">" + (slider ? "← expected · actual → (drag across the picture, or focus it and use the arrow keys)"
            : "Opacity of the actual image over the expected one") + "</p>\n"
        html += "<div class=\"frame stack \(mode)\" style=\"aspect-ratio: \(canvas.width) / \(canvas.height); max-width: \(canvas.width)px\">"
        html += "<img alt=\"expected\" data-copy=\"\(id)-expected\" style=\"width: \(expectedWidth)\">"
        let topStyle = slider ? "clip-path: inset(0 0 0 \(initial)%)" : "opacity: \(Double(initial) / 100)"
        html += "<img class=\"top\" alt=\"actual\" data-copy=\"\(id)-actual\" style=\"width: \(actualWidth); \(topStyle)\">"
        html += "<div class=\"amp\" hidden><img alt=\"\" data-copy=\"\(id)-expected\" style=\"width: \(expectedWidth)\">"
            + "<img class=\"minus\" alt=\"\" data-copy=\"\(id)-actual\" style=\"width: \(actualWidth)\"></div>"
        for box in entry.metrics?.regions ?? [] { html += boxDiv(box, canvas: canvas) }
        if slider {
            html += "<div class=\"split\" style=\"left: \(initial)%\"></div>"
            html += "<input class=\"slide\" type=\"range\" min=\"0\" max=\"100\" value=\"\(initial)\" data-mode=\"slider\" "
                + "aria-label=\"Split between expected (left) and actual (right), percent\">"
            html += "<div class=\"knob\" style=\"left: \(initial)%\"></div></div>\n"
        } else {
            html += "</div>\n<label class=\"control\" style=\"max-width: \(canvas.width)px\">expected "
                + "<input type=\"range\" min=\"0\" max=\"100\" value=\"\(initial)\" data-mode=\"onion\" "
                + "aria-label=\"Opacity of the actual image, percent\"> actual</label>\n"
        }
        html += "</div>\n"
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
