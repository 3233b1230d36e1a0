import Foundation

/// The Swift source of a target's asset symbols, as Xcode generates them for a package's asset
/// catalogs: `ImageResource` and `ColorResource` statics in the target's `Bundle.module`, and
/// `Color`, `ShapeStyle where Self == Color`, `UIColor` and `UIImage` statics made from them. All
/// internal, as Xcode's are.
public enum AssetSymbolSource {
    /// The source for `contents`, importing `module` (the view kit's, `NHSAppUI`); throws
    /// `AssetSymbolsError` when two assets of a kind take one symbol, or a name makes none.
    public static func generate(_ contents: AssetCatalogContents, importing module: String = "NHSAppUI") throws -> String {
        let images = try symbols(contents.images, kind: .image)
        let colors = try symbols(contents.colors, kind: .color)
        var out = "// Asset symbols for this target's asset catalogs, written by nhs-asset-symbols. Do not edit.\n"
        out += "import Foundation\nimport \(module)\n\nprivate let assetSymbolsBundle = Foundation.Bundle.module\n"
        func block(_ header: String, _ entries: [(symbol: String, name: String)], _ line: (String, String) -> String) {
            guard !entries.isEmpty else { return }
            out += "\n\(header) {\n"
            for entry in entries { out += line(entry.symbol, entry.name) }
            out += "}\n"
        }
        func quoted(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        block("extension ColorResource", colors) { symbol, name in
            "    /// The \(quoted(name)) colour set.\n    static let \(symbol) = ColorResource(name: \(quoted(name)), bundle: assetSymbolsBundle)\n"
        }
        block("extension ImageResource", images) { symbol, name in
            "    /// The \(quoted(name)) image set.\n    static let \(symbol) = ImageResource(name: \(quoted(name)), bundle: assetSymbolsBundle)\n"
        }
        block("extension Color", colors) { symbol, name in "    /// The \(quoted(name)) colour set.\n    static var \(symbol): Color { Color(.\(symbol)) }\n" }
        block("extension ShapeStyle where Self == Color", colors) { symbol, name in
            "    /// The \(quoted(name)) colour set.\n    static var \(symbol): Color { Color(.\(symbol)) }\n"
        }
        block("extension UIColor", colors) { symbol, name in
            "    /// The \(quoted(name)) colour set.\n    static var \(symbol): UIColor { UIColor(resource: .\(symbol)) }\n"
        }
        block("extension UIImage", images) { symbol, name in
            "    /// The \(quoted(name)) image set.\n    static var \(symbol): UIImage { UIImage(resource: .\(symbol)) }\n"
        }
        return out
    }

    /// Each asset's symbol, in name order; the first of two assets of one name wins (as the catalog
    /// search finds the first), and two different names that make one symbol are an error.
    static func symbols(_ assets: [AssetCatalogContents.Asset], kind: AssetSymbolName.Kind) throws -> [(symbol: String, name: String)] {
        var byName: [String: AssetCatalogContents.Asset] = [:]
        var bySymbol: [String: AssetCatalogContents.Asset] = [:]
        var result: [(symbol: String, name: String)] = []
        for asset in assets where byName[asset.name] == nil {
            byName[asset.name] = asset
            guard let symbol = AssetSymbolName.symbol(for: asset.name, kind: kind) else {
                throw AssetSymbolsError("\(asset.folder): the name \"\(asset.name)\" has no letters or digits to make a symbol of; rename the asset")
            }
            if let other = bySymbol[symbol] {
                throw AssetSymbolsError("\(asset.folder): \"\(asset.name)\" and \"\(other.name)\" (\(other.folder)) both make the symbol "
                    + "\(symbol); rename one of them")
            }
            bySymbol[symbol] = asset
            result.append((symbol, asset.name))
        }
        return result
    }
}
