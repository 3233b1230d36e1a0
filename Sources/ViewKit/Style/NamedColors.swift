import Foundation
import SharedValues

/// Colours by name, as an app's asset catalog holds them: `Color("BrandBlue")` is the colour
/// registered under that name, in light and dark mode. Load an asset catalog's colour sets once,
/// before the views are made (`loadColorsets(in:)`), or register colours yourself. A name nobody
/// registered is clear, as iOS draws a colour its catalog lacks. Safe to use from any thread.
public nonisolated enum NamedColors {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [String: Color] = [:]

    /// Registers `color` under `name`, replacing any colour registered before under it.
    public static func register(_ color: Color, named name: String) {
        lock.lock()
        defer { lock.unlock() }
        table[name] = color
    }

    /// The colour registered under `name`, if any.
    public static func color(named name: String) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        return table[name]
    }

    /// Forgets every registered colour.
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        table.removeAll()
    }

    /// Registers every colour set (`Name.colorset/Contents.json`) in `folder`, an `.xcassets`
    /// catalog or any folder holding colour sets, searched through its groups; returns the names
    /// registered, sorted. Throws `NamedColorError` naming the file when one cannot be read.
    @discardableResult
    public static func loadColorsets(in folder: URL) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw NamedColorError(file: folder.path, reason: "the folder cannot be read")
        }
        var found: [(String, Color)] = []
        for url in BundleColors.colorsetFolders(in: folder) {
            found.append((AssetCatalogNames.name(ofSet: url), try colorset(at: url)))
        }
        for (name, color) in found { register(color, named: name) }
        return found.map(\.0).sorted()
    }

    /// The colour of the colour set folder `set` (`Name.colorset`), from its `Contents.json`.
    static func colorset(at set: URL) throws -> Color {
        let file = set.appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw NamedColorError(file: file.path, reason: "no Contents.json in the colour set")
        }
        return try colorset(data, file: file.path)
    }

    /// The colour a colour set's `Contents.json` describes: its universal value, and its dark
    /// appearance's where it has one (high-contrast variants are not drawn). Components may be
    /// 0…1 decimals, 0…255 integers or `0x` hex bytes; Display P3 values are taken as sRGB.
    public static func colorset(_ data: Data, file: String) throws -> Color {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else {
            throw NamedColorError(file: file, reason: "not a colour set: no \"colors\" list")
        }
        var light: Color.Resolved?, dark: Color.Resolved?
        for entry in entries {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            guard let color = entry["color"] as? [String: Any] else { continue }
            let value = try resolved(color, file: file)
            if isDark { dark = value } else if appearances.isEmpty || light == nil { light = value }
        }
        guard let light = light ?? dark else { throw NamedColorError(file: file, reason: "the colour set has no colour") }
        return Color(light: light, dark: dark ?? light)
    }

    private static func resolved(_ color: [String: Any], file: String) throws -> Color.Resolved {
        guard let components = color["components"] as? [String: Any] else {
            throw NamedColorError(file: file, reason: "a colour without components (a system colour reference is not read)")
        }
        func component(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw NamedColorError(file: file, reason: "no \"\(key)\" component") }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = UInt8(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            if !text.contains("."), let byte = Int(text), (0...255).contains(byte) { return byte > 1 ? Double(byte) / 255 : Double(byte) }
            if let value = Double(text), value.isFinite { return min(1, max(0, value)) }
            throw NamedColorError(file: file, reason: "component \"\(key)\" is \"\(text)\", not a number")
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        if components["white"] != nil {
            let white = try component("white")
            return Color.Resolved(red: white, green: white, blue: white, opacity: alpha)
        }
        return Color.Resolved(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
    }
}

/// A colour set that could not be read: the file and what is wrong with it.
public nonisolated struct NamedColorError: Error, CustomStringConvertible, Sendable {
    /// The file.
    public let file: String
    /// What is wrong.
    public let reason: String
    /// "FILE: REASON".
    public var description: String { "\(file): \(reason)" }
}

nonisolated extension Color {
    /// The colour set called `name`, as SwiftUI's `Color(_:bundle:)` reads an asset catalog: looked
    /// for first among `bundle`'s colour sets (`Name.colorset` in its resources, for example a
    /// package's `Media.xcassets` named as `.module`), then among the colours registered by name
    /// (`NamedColors`); clear when neither has it. `nil` or the main bundle: the registered colours alone.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = UIColor(named: name, in: bundle, compatibleWith: nil)?.color ?? .clear
    }
}
