/// One linked image in the gallery.
public struct GalleryItem: Hashable, Sendable {
    /// The image's path segments relative to `index.html`.
    public let segments: [String]
    /// The text under it.
    public let caption: String

    /// An item.
    public init(segments: [String], caption: String) {
        self.segments = segments
        self.caption = caption
    }
}

/// A titled group of images.
public struct GallerySection: Hashable, Sendable {
    /// The heading.
    public let title: String
    /// The images, in order.
    public let items: [GalleryItem]

    /// A section.
    public init(title: String, items: [GalleryItem]) {
        self.title = title
        self.items = items
    }
}

/// A self-contained HTML page of image thumbnails linking to the images. Every name is escaped,
/// so a scenario called `<script>` shows as text.
public enum GalleryPage {
    /// The page.
    public static func html(title: String, intro: String, sections: [GallerySection]) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLText.escape(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 24px; background: #f0f4f5; color: #212b32; }
        section { margin-bottom: 32px; }
        .grid { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; }
        figure { margin: 0; background: #fff; padding: 8px; border: 1px solid #d8dde0; }
        figure img { display: block; max-width: 240px; max-height: 320px; }
        figcaption { font-size: 12px; margin-top: 4px; word-break: break-all; }
        </style>
        </head>
        <body>
        <h1>\(HTMLText.escape(title))</h1>
        <p>\(HTMLText.escape(intro))</p>

        """
        for section in sections where !section.items.isEmpty {
            html += "<section>\n<h2>\(HTMLText.escape(section.title))</h2>\n<div class=\"grid\">\n"
            for item in section.items {
                let href = HTMLText.href(item.segments), caption = HTMLText.escape(item.caption)
                html += "<figure><a href=\"\(href)\"><img src=\"\(href)\" alt=\"\(caption)\" loading=\"lazy\"></a>"
                    + "<figcaption>\(caption)</figcaption></figure>\n"
            }
            html += "</div>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
