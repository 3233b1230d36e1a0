import Foundation

/// The file an image asset is read from, and its scale: the image's size in points is its pixels
/// over the scale, as on iOS.
struct AssetFile: Equatable {
    /// The file.
    let file: URL
    /// Pixels a point: 1 for a plain `.png` or `.jpg`; an image set's file says.
    let scale: Int

    /// The file an asset catalog's image set (`Name.imageset`, as Xcode writes it) draws in dark
    /// mode when `dark`, else in light: of the files its `Contents.json` lists for that luminosity
    /// (or, when it has none for it, for any appearance; high-contrast variants are not drawn),
    /// for the universal idiom or else the iPhone's, the one at the largest scale. Throws
    /// `RasterError.badImageSet` naming the file and what is wrong when it cannot be read or lists
    /// nothing this renderer draws.
    static func imageSet(_ set: URL, dark: Bool = false) throws -> AssetFile {
        let contents = set.appendingPathComponent("Contents.json")
        func refuse(_ reason: String) -> RasterError { .badImageSet(file: contents.path, reason: reason) }
        guard let data = FileManager.default.contents(atPath: contents.path) else { throw refuse("there is no such file") }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else {
            throw refuse("not an image set: no \"images\" list")
        }
        let listed = images.compactMap { entry -> (file: String, idiom: String, scale: Int, luminosity: String?)? in
            guard let file = entry["filename"] as? String else { return nil }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["appearance"] as? String) != "luminosity" }) { return nil }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
            return (file, entry["idiom"] as? String ?? "universal", max(1, scale), appearances.first?["value"] as? String)
        }
        let wanted = dark ? "dark" : "light"
        let forScheme = listed.filter { $0.luminosity == wanted }
        let candidates = (forScheme.isEmpty ? listed.filter { $0.luminosity == nil } : forScheme)
            .map { (file: $0.file, idiom: $0.idiom, scale: $0.scale) }
        guard !candidates.isEmpty else { throw refuse("it lists no image file for any appearance") }
        let drawable = candidates.filter { AssetCatalog.extensions.contains(($0.file as NSString).pathExtension.lowercased()) }
        guard !drawable.isEmpty else {
            throw refuse("\(candidates[0].file) is not a PNG or JPEG file, the kinds this renderer draws; add a PNG to the set")
        }
        let idiom = ["universal", "iphone"].first { wanted in drawable.contains { $0.idiom == wanted } }
        let chosen = drawable.filter { idiom == nil || $0.idiom == idiom }.max { ($0.scale, $1.file) < ($1.scale, $0.file) }!
        let file = set.appendingPathComponent(chosen.file)
        guard FileManager.default.fileExists(atPath: file.path) else { throw refuse("it lists \(chosen.file), which is not in the set") }
        return AssetFile(file: file, scale: chosen.scale)
    }
}
