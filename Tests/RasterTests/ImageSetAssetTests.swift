import Bitmaps
import Foundation
import ImageCodecs
import Drawing
@testable import Raster
import Testing

/// Images in an asset catalog's image sets (`Name.imageset`, as Xcode writes them), found by
/// name through the catalog's groups, sized in points by the scale of the file chosen.
@Suite struct ImageSetAssetTests {
    /// Writes an image set `name` under `folder` with `Contents.json` listing `entries`, and a
    /// `width`×`height` PNG of solid `grey` for each file name in `files`.
    static func imageSet(_ name: String, in folder: URL, entries: String, files: [String: (width: Int, height: Int, grey: UInt8)]) throws {
        let set = folder.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("{ \"images\": [\(entries)], \"info\": { \"author\": \"xcode\", \"version\": 1 } }".utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        for (file, size) in files {
            let bitmap = Bitmap(width: size.width, height: size.height, red: size.grey, green: size.grey, blue: size.grey, alpha: 255)
            try PNGCodec.encode(bitmap).write(to: set.appendingPathComponent(file))
        }
    }

    static let threeScales = """
        { "filename": "hero.png", "idiom": "universal", "scale": "1x" },
        { "filename": "hero@2x.png", "idiom": "universal", "scale": "2x" },
        { "filename": "hero@3x.png", "idiom": "universal", "scale": "3x" },
        { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "hero-dark@3x.png",
          "idiom": "universal", "scale": "3x" }
        """

    @Test func theLargestScalesFileIsDrawnAtItsPointSize() throws {
        let catalog = try TestSupport.temporaryFolder().appendingPathComponent("Assets.xcassets")
        try Self.imageSet("hero", in: catalog.appendingPathComponent("Campaigns").appendingPathComponent("Heroes"),
                          entries: Self.threeScales,
                          files: ["hero.png": (40, 20, 10), "hero@2x.png": (80, 40, 20), "hero@3x.png": (120, 60, 30),
                                  "hero-dark@3x.png": (120, 60, 240)])
        // The catalog given directly: found through two levels of groups.
        let assets = AssetCatalog(folder: catalog)
        #expect(try assets.url(named: "hero").lastPathComponent == "hero@3x.png")
        #expect(try assets.imageSize(named: "hero") == CGSize(width: 40, height: 20), "120×60 px at 3x")
        let pixels = try assets.bitmap(named: "hero")
        #expect(pixels.width == 120 && pixels.pixels[0] == 30, "the any-appearance file, not the dark one")
    }

    @Test func darkModeDrawsTheDarkAppearancesFileAndLightTheLightOrAny() throws {
        let catalog = try TestSupport.temporaryFolder().appendingPathComponent("Assets.xcassets")
        try Self.imageSet("hero", in: catalog, entries: Self.threeScales,
                          files: ["hero.png": (40, 20, 10), "hero@2x.png": (80, 40, 20), "hero@3x.png": (120, 60, 30),
                                  "hero-dark@3x.png": (90, 45, 240)])
        let assets = AssetCatalog(folder: catalog)
        let dark = AssetKey(name: "hero", isDark: true)
        #expect(try assets.bitmap(of: dark).pixels[0] == 240)
        #expect(try assets.imageSize(of: dark) == CGSize(width: 30, height: 15), "the dark file's own size, 90×45 px at 3x")
        #expect(try assets.bitmap(of: AssetKey(name: "hero")).pixels[0] == 30)
        // Any, Light and Dark: light mode draws the Light file.
        try Self.imageSet("mark", in: catalog, entries: """
            { "filename": "mark-any.png", "idiom": "universal" },
            { "appearances": [ { "appearance": "luminosity", "value": "light" } ], "filename": "mark-light.png", "idiom": "universal" },
            { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "filename": "mark-dark.png", "idiom": "universal" },
            { "appearances": [ { "appearance": "luminosity", "value": "dark" }, { "appearance": "contrast", "value": "high" } ],
              "filename": "mark-dark-contrast.png", "idiom": "universal", "scale": "3x" }
            """, files: ["mark-any.png": (4, 4, 1), "mark-light.png": (4, 4, 2), "mark-dark.png": (4, 4, 3), "mark-dark-contrast.png": (4, 4, 4)])
        #expect(try assets.url(named: "mark").lastPathComponent == "mark-light.png")
        #expect(try assets.bitmap(of: AssetKey(name: "mark", isDark: true)).pixels[0] == 3, "not the high-contrast variant")
        // A plain file is one picture in both modes, decoded once.
        let plain = try TestSupport.catalog()
        let lightPhoto = try plain.decoded(AssetKey(name: "campaign-organ-donation"))
        let darkPhoto = try plain.decoded(AssetKey(name: "campaign-organ-donation", isDark: true))
        #expect(lightPhoto.premultipliedBGRA.withUnsafeBufferPointer { $0.baseAddress }
                == darkPhoto.premultipliedBGRA.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test func aCatalogInsideABundlesResourcesIsSearchedThroughItsGroups() throws {
        let bundle = try TestSupport.temporaryFolder()
        let groups = bundle.appendingPathComponent("Media.xcassets").appendingPathComponent("Banners")
        try Self.imageSet("banner", in: groups, entries: """
            { "filename": "banner-ipad.png", "idiom": "ipad", "scale": "2x" },
            { "filename": "banner@2x.png", "idiom": "iphone", "scale": "2x" },
            { "idiom": "iphone", "scale": "3x" }
            """, files: ["banner-ipad.png": (10, 10, 1), "banner@2x.png": (64, 32, 2)])
        let assets = try AssetCatalog.project()
        #expect(try assets.url(named: "banner", bundleFolder: bundle).lastPathComponent == "banner@2x.png",
                "the iPhone's file when there is no universal one; a slot with no file is skipped")
        #expect(try assets.imageSize(named: "banner", bundleFolder: bundle) == CGSize(width: 32, height: 16))
        // Given the bundle's folder itself, the catalog in it is searched through its groups too;
        // a plain folder two levels down is not (only a catalog's groups are followed).
        #expect(try AssetCatalog(folder: bundle).url(named: "banner").lastPathComponent == "banner@2x.png")
        let deep = bundle.appendingPathComponent("Plain").appendingPathComponent("Deeper")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try PNGCodec.encode(Bitmap(width: 2, height: 2, red: 0, green: 0, blue: 0, alpha: 255)).write(to: deep.appendingPathComponent("deep.png"))
        #expect(throws: RasterError.self) { try AssetCatalog(folder: bundle).url(named: "deep") }
    }

    @Test func aGroupThatProvidesANamespaceNamesItsImagesThroughIt() throws {
        let catalog = try TestSupport.temporaryFolder().appendingPathComponent("Assets.xcassets")
        let icons = catalog.appendingPathComponent("Icons")
        let plain = catalog.appendingPathComponent("Plain")
        try Self.imageSet("star", in: icons.appendingPathComponent("Small"), entries: #"{ "filename": "star.png", "idiom": "universal" }"#,
                          files: ["star.png": (6, 6, 1)])
        try Self.imageSet("moon", in: plain, entries: #"{ "filename": "moon.png", "idiom": "universal" }"#, files: ["moon.png": (5, 5, 1)])
        for group in [icons, icons.appendingPathComponent("Small")] {
            try Data(#"{ "info": { "version": 1 }, "properties": { "provides-namespace": true } }"#.utf8)
                .write(to: group.appendingPathComponent("Contents.json"))
        }
        try Data(#"{ "info": { "version": 1 } }"#.utf8).write(to: plain.appendingPathComponent("Contents.json"))
        let assets = AssetCatalog(folder: catalog)
        #expect(try assets.imageSize(named: "Icons/Small/star") == CGSize(width: 6, height: 6))
        #expect(try assets.imageSize(named: "moon") == CGSize(width: 5, height: 5), "a plain group adds nothing to the name")
        for wrong in ["star", "Small/star", "Icons/star", "Plain/moon", "Icons/../Icons/Small/star", "Icons//Small/star"] {
            #expect(throws: RasterError.self, "\(wrong)") { try assets.url(named: wrong) }
        }
    }

    @Test func aPlainFileComesBeforeAnImageSetOfTheSameNameInItsFolder() throws {
        let folder = try TestSupport.temporaryFolder()
        try Self.imageSet("logo", in: folder, entries: #"{ "filename": "logo@2x.png", "idiom": "universal", "scale": "2x" }"#,
                          files: ["logo@2x.png": (20, 20, 5)])
        #expect(try AssetCatalog(folder: folder).imageSize(named: "logo") == CGSize(width: 10, height: 10))
        try PNGCodec.encode(Bitmap(width: 7, height: 7, red: 0, green: 0, blue: 0, alpha: 255))
            .write(to: folder.appendingPathComponent("logo.png"))
        #expect(try AssetCatalog(folder: folder).imageSize(named: "logo") == CGSize(width: 7, height: 7))
    }

    @Test(arguments: [
        (#"{ "filename": "icon.pdf", "idiom": "universal" }"#, [String](),
         "icon.pdf is not a PNG or JPEG file, the kinds this renderer draws; add a PNG to the set"),
        (#"{ "idiom": "universal", "scale": "1x" }"#, [], "it lists no image file for any appearance"),
        (#"{ "filename": "gone.png", "idiom": "universal" }"#, [], "it lists gone.png, which is not in the set"),
    ])
    func anImageSetWithNothingToDrawIsAnErrorNamingItsFile(entries: String, files: [String], reason: String) throws {
        let folder = try TestSupport.temporaryFolder()
        try Self.imageSet("icon", in: folder, entries: entries, files: [:])
        let error = try #require(throws: RasterError.self) { try AssetCatalog(folder: folder).imageSize(named: "icon") }
        let contents = folder.appendingPathComponent("icon.imageset/Contents.json").standardizedFileURL.path
        #expect("\(error)" == "image set \(contents): \(reason)")
    }

    @Test func anImageSetThatIsNotJSONIsAnError() throws {
        let set = try TestSupport.temporaryFolder().appendingPathComponent("odd.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: set.appendingPathComponent("Contents.json"))
        let error = try #require(throws: RasterError.self) { try AssetCatalog(folder: set.deletingLastPathComponent()).url(named: "odd") }
        #expect("\(error)".hasSuffix("odd.imageset/Contents.json: not an image set: no \"images\" list"))
    }
}
