import Foundation
import SharedValues

/// The colour sets in a bundle's resources, as `Color(_:bundle:)` reads them: every
/// `Name.colorset` under the bundle's folder (inside an `.xcassets` catalog and its groups, which
/// SwiftPM copies into the bundle as they are), read once a folder. A colour set that cannot be
/// read is reported once on standard error, naming its file, and its name draws clear, as a
/// colour a catalog lacks; `NamedColors.loadColorsets(in:)` reads a folder with an error instead.
nonisolated enum BundleColors {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var folders: [URL: [String: Color]] = [:]

    /// The colour set called `name` in `folder`'s colour sets, if it has one that could be read.
    static func color(named name: String, in folder: URL) -> Color? {
        lock.lock()
        defer { lock.unlock() }
        if let table = folders[folder] { return table[name] }
        let table = read(folder)
        folders[folder] = table
        return table[name]
    }

    /// Every readable colour set under `folder`, by name; the first in path order wins a name.
    private static func read(_ folder: URL) -> [String: Color] {
        var table: [String: Color] = [:]
        for set in colorsetFolders(in: folder) {
            let name = AssetCatalogNames.name(ofSet: set)
            do {
                let color = try NamedColors.colorset(at: set)
                if table[name] == nil { table[name] = color }
            } catch {
                FileHandle.standardError.write(Data("warning: \(error); Color(\"\(name)\", bundle:) draws clear\n".utf8))
            }
        }
        return table
    }

    /// The `.colorset` folders under `folder`, in path order.
    static func colorsetFolders(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "colorset" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }
}

/// Where a bundle's resources are, for the views that name one (`Image(_:bundle:)`,
/// `Color(_:bundle:)`): nil for no bundle and for the main bundle, which in a snapshot's program is
/// not the app's and holds none of its resources.
nonisolated enum BundleFolder {
    /// The resource folder of `bundle`, standardised; nil for nil and the main bundle.
    static func of(_ bundle: Bundle?) -> URL? {
        guard let bundle, bundle.bundleURL.standardizedFileURL != Bundle.main.bundleURL.standardizedFileURL else { return nil }
        return (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    }
}

nonisolated extension UIColor {
    /// The colour set called `name` (registered with `NamedColors`), as UIKit's `UIColor(named:)`;
    /// nil when there is none, as on iOS.
    public init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set called `name` in `bundle`'s resources, else registered by name, as
    /// `Color(_:bundle:)` finds it; nil when there is none. The traits are not read.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) {
        let fromBundle = BundleFolder.of(bundle).flatMap { BundleColors.color(named: name, in: $0) }
        guard let color = fromBundle ?? NamedColors.color(named: name) else { return nil }
        self.init(color)
    }
}

