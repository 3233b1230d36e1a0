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
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = segments.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
        return escape(encoded.joined(separator: "/"))
    }
}
