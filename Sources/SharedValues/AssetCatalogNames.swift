import Foundation

/// How an asset catalog (`.xcassets`) names its assets: a set's folder name without its extension,
/// after the names of the groups around it that provide a namespace (`"provides-namespace": true`
/// in the group's `Contents.json`), joined by `/`, as `Image("Icons/star")` names it on iOS. Shared
/// by the images' and colours' lookups and the generated asset symbols.
public enum AssetCatalogNames {
    /// The name a set folder (`star.imageset`, `Brand.colorset`) is found by: its own name, prefixed
    /// by each enclosing group that provides a namespace up to its catalog. A set outside any
    /// catalog is its own name.
    public static func name(ofSet set: URL) -> String {
        var name = set.deletingPathExtension().lastPathComponent
        var folder = set.standardizedFileURL.deletingLastPathComponent()
        var namespaces: [String] = []
        while folder.pathComponents.count > 1, folder.pathExtension != "xcassets" {
            if providesNamespace(folder) { namespaces.append(folder.lastPathComponent) }
            folder = folder.deletingLastPathComponent()
        }
        guard folder.pathExtension == "xcassets" else { return name }
        for namespace in namespaces { name = namespace + "/" + name }
        return name
    }

    /// Whether the group `folder` provides a namespace to the assets inside it.
    public static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = root["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// Whether `name` may name an asset: not empty, and each `/`-separated part neither empty nor
    /// starting with a dot (so no name reaches outside the folders searched).
    public static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return !name.isEmpty && parts.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
    }
}
