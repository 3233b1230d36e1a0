import DiffReports
import Foundation

/// Escaping for text and attribute values in HTML.
public enum HTMLText {
    /// `text` with `& < > " '` replaced by entities, safe in element content and quoted attributes.
    public static func escape(_ text: String) -> String {
        TextEscaping.html(text)
    }

    /// A relative URL from path segments: each percent-encoded, then joined with `/` and escaped for an attribute.
    public static func href(_ segments: [String]) -> String {
        escape(GalleryData.href(segments))
    }
}
