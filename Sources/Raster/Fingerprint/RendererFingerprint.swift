import Foundation
import ImageCodecs

/// What the pixels depend on besides the display list: library versions, the PNG library,
/// the main family and a SHA-256 of every font file in use. Stored beside the goldens so a
/// changed machine is reported as "Pango 1.50.12 → 1.52.0" rather than as changed pixels.
public struct RendererFingerprint: Hashable, Sendable {
    /// The facts, by key (`pango`, `cairo`, `font OpenSans-Regular.ttf` …).
    public var entries: [String: String]

    /// A fingerprint from its entries.
    public init(entries: [String: String]) {
        self.entries = entries
    }

    /// The fingerprint of a renderer on `stack` (`Renderer.fingerprint()`).
    static func of(_ stack: FontStack) throws -> RendererFingerprint {
        var entries = LibraryVersions.all()
        entries["png-library"] = PNGCodec.defaultLibrary.rawValue
        entries["main-family"] = stack.mainFamily
        for file in stack.fontFiles {
            entries["font \(file.lastPathComponent)"] = try FileDigest.sha256(of: file)
        }
        return RendererFingerprint(entries: entries)
    }

    /// The stable text form: one `key: value` line per entry, sorted by key.
    public var text: String {
        entries.keys.sorted().map { "\($0): \(entries[$0]!)\n" }.joined()
    }

    /// Reads the text form; blank lines and lines starting with `#` are skipped.
    public init(text: String) throws {
        var entries: [String: String] = [:]
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let colon = trimmed.range(of: ": ") else {
                throw RasterError.invalidFingerprint(reason: "line \(number + 1) is not `key: value`: \(trimmed)")
            }
            entries[String(trimmed[..<colon.lowerBound])] = String(trimmed[colon.upperBound...])
        }
        self.init(entries: entries)
    }

    /// Human lines for every entry that changed since `old`, sorted by key, for example
    /// "Pango 1.50.12 → 1.52.0" or "font OpenSans-Regular.ttf changed (sha256 1a2b3c4d… → 5e6f7a8b…)".
    public func differences(from old: RendererFingerprint) -> [String] {
        Set(entries.keys).union(old.entries.keys).sorted().compactMap { key in
            let name = RendererFingerprint.displayName(key)
            switch (old.entries[key], entries[key]) {
            case let (before?, after?) where before != after:
                if key.hasPrefix("font ") {
                    return "\(name) changed (sha256 \(before.prefix(8))… → \(after.prefix(8))…)"
                }
                return "\(name) \(before) → \(after)"
            case (nil, let after?):
                return "\(name) added (\(key.hasPrefix("font ") ? String(after.prefix(8)) + "…" : after))"
            case (let before?, nil):
                return "\(name) removed (was \(key.hasPrefix("font ") ? String(before.prefix(8)) + "…" : before))"
            default:
                return nil
            }
        }
    }

    private static func displayName(_ key: String) -> String {
        let names = [
            "cairo": "Cairo", "pango": "Pango", "harfbuzz": "HarfBuzz", "freetype": "FreeType",
            "fontconfig": "fontconfig", "pixman": "pixman", "libpng": "libpng", "libspng": "libspng",
            "zlib": "zlib", "libjpeg-turbo": "libjpeg-turbo", "png-library": "PNG library", "main-family": "main font family",
        ]
        return names[key] ?? key
    }
}
