import Foundation
import SharedValues

/// The image sets and colour sets of asset catalogs (`.xcassets` folders), through their groups,
/// as the symbols are generated from them.
public struct AssetCatalogContents: Equatable, Sendable {
    /// One asset: its name in the catalog and the folder it came from.
    public struct Asset: Equatable, Sendable {
        /// The name, as `Image(_:bundle:)` and `Color(_:bundle:)` look it up.
        public let name: String
        /// The `.imageset` or `.colorset` folder, for messages.
        public let folder: String
    }

    /// The image sets, sorted by name.
    public var images: [Asset] = []
    /// The colour sets, sorted by name.
    public var colors: [Asset] = []

    /// The assets of `catalogs`; throws `AssetSymbolsError` naming a catalog that is not a folder.
    public static func read(_ catalogs: [URL]) throws -> AssetCatalogContents {
        var contents = AssetCatalogContents()
        for catalog in catalogs {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw AssetSymbolsError("\(catalog.path): not an asset catalog folder")
            }
            guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                let asset = Asset(name: AssetCatalogNames.name(ofSet: url), folder: url.path)
                switch url.pathExtension {
                case "imageset": contents.images.append(asset); walker.skipDescendants()
                case "colorset": contents.colors.append(asset); walker.skipDescendants()
                case "": break
                default: walker.skipDescendants()
                }
            }
        }
        contents.images.sort { ($0.name, $0.folder) < ($1.name, $1.folder) }
        contents.colors.sort { ($0.name, $0.folder) < ($1.name, $1.folder) }
        return contents
    }
}

/// A catalog that cannot be read, or two assets that would take one symbol.
public struct AssetSymbolsError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the files.
    public let description: String

    init(_ description: String) { self.description = description }
}
