import AssetSymbols
import Foundation
import Testing

/// The names Xcode's generated asset symbols give, and the source written for a target's catalogs.
@Suite struct AssetSymbolsTests {
    @Test(arguments: [
        ("AccentColor", AssetSymbolName.Kind.color, "accent"),
        ("BorderColor", .color, "border"),
        ("AllTrails-White", .color, "allTrailsWhite"),
        ("Deep Fir", .color, "deepFir"),
        ("black_accent", .color, "blackAccent"),
        ("NHSBlue", .color, "nhsBlue"),
        ("NHS", .color, "nhs"),
        ("Color", .color, "color"),
        ("placeholder-image", .image, "placeholder"),
        ("heroImage", .image, "hero"),
        ("AccentColor", .image, "accentColor"),
        ("AllTrails_10", .image, "allTrails10"),
        ("welcome-badge", .image, "welcomeBadge"),
        ("losangeles", .image, "losangeles"),
        ("2x-logo", .image, "_2xLogo"),
        ("default", .image, "`default`"),
        ("café crème", .image, "caféCrème"),
    ])
    func namesBecomeSymbolsAsXcodeNamesThem(name: String, kind: AssetSymbolName.Kind, symbol: String) {
        #expect(AssetSymbolName.symbol(for: name, kind: kind) == symbol)
    }

    @Test func aNameWithNoLettersOrDigitsMakesNoSymbol() {
        #expect(AssetSymbolName.symbol(for: "--", kind: .image) == nil)
    }

    /// A catalog under a temporary folder with `sets` (relative folder paths) and a Contents.json in each.
    static func catalog(_ sets: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)")
            .appendingPathComponent("Media.xcassets")
        for set in sets {
            let folder = root.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return root
    }

    @Test func theCatalogsSetsAreFoundThroughTheirGroupsAndWrittenAsSymbols() throws {
        let catalog = try Self.catalog(["Brand/AccentColor.colorset", "Brand/Deep Fir.colorset", "welcome-badge.imageset",
                                        "Icons/Small/placeholder-image.imageset", "AppIcon.appiconset", "Brand"])
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let contents = try AssetCatalogContents.read([catalog])
        #expect(contents.colors.map(\.name) == ["AccentColor", "Deep Fir"])
        #expect(contents.images.map(\.name) == ["placeholder-image", "welcome-badge"])
        let source = try AssetSymbolSource.generate(contents)
        #expect(source.contains("import NHSAppUI"))
        #expect(source.contains("static let accent = ColorResource(name: \"AccentColor\", bundle: assetSymbolsBundle)"))
        #expect(source.contains("static let deepFir = ColorResource(name: \"Deep Fir\", bundle: assetSymbolsBundle)"))
        #expect(source.contains("static let welcomeBadge = ImageResource(name: \"welcome-badge\", bundle: assetSymbolsBundle)"))
        #expect(source.contains("static var accent: Color { Color(.accent) }"))
        #expect(source.contains("extension ShapeStyle where Self == Color {"))
        #expect(source.contains("static var placeholder: UIImage { UIImage(resource: .placeholder) }"))
        #expect(source.contains("static var deepFir: UIColor { UIColor(resource: .deepFir) }"))
        #expect(!source.contains("AppIcon"))
        // The same catalogs give the same bytes.
        #expect(try AssetSymbolSource.generate(AssetCatalogContents.read([catalog])) == source)
    }

    @Test func aNamespacedAssetIsNamedThroughItsGroup() throws {
        let catalog = try Self.catalog(["Icons/star.imageset"])
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        try Data(#"{ "properties": { "provides-namespace": true } }"#.utf8).write(to: catalog.appendingPathComponent("Icons/Contents.json"))
        let contents = try AssetCatalogContents.read([catalog])
        #expect(contents.images.map(\.name) == ["Icons/star"])
        #expect(try AssetSymbolSource.generate(contents).contains("static let iconsStar = ImageResource(name: \"Icons/star\""))
    }

    @Test func twoNamesThatMakeOneSymbolAreAnErrorNamingBoth() throws {
        let catalog = try Self.catalog(["welcome-badge.imageset", "Welcome Badge.imageset"])
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let error = try #require(throws: AssetSymbolsError.self) { try AssetSymbolSource.generate(AssetCatalogContents.read([catalog])) }
        #expect(error.description.contains("\"welcome-badge\" and \"Welcome Badge\""))
        #expect(error.description.contains("both make the symbol welcomeBadge; rename one of them"))
        // A colour and an image may share a symbol: they extend different types.
        let mixed = try Self.catalog(["Brand.colorset", "brand.imageset"])
        defer { try? FileManager.default.removeItem(at: mixed.deletingLastPathComponent()) }
        #expect(throws: Never.self) { try AssetSymbolSource.generate(AssetCatalogContents.read([mixed])) }
    }

    @Test func aCatalogThatIsNotAFolderIsAnError() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Media.xcassets")
        let error = try #require(throws: AssetSymbolsError.self) { try AssetCatalogContents.read([missing]) }
        #expect(error.description == "\(missing.path): not an asset catalog folder")
    }
}

/// The file the plugin's program writes: whole or not at all, and left alone when unchanged.
@Suite struct AssetSymbolFileTests {
    @Test func theFileIsWrittenWholeAndLeftAloneWhenUnchanged() throws {
        let catalog = try AssetSymbolsTests.catalog(["welcome-badge.imageset"])
        let folder = catalog.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Generated/GeneratedAssetSymbols.swift")
        #expect(try AssetSymbolFile.write(catalogs: [catalog], to: output))
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("static let welcomeBadge"))
        #expect(try !AssetSymbolFile.write(catalogs: [catalog], to: output), "unchanged: not written again")
        // A failing run (two assets making one symbol) leaves the last good file and no temporary file.
        try FileManager.default.createDirectory(at: catalog.appendingPathComponent("Welcome Badge.imageset"), withIntermediateDirectories: true)
        #expect(throws: AssetSymbolsError.self) { try AssetSymbolFile.write(catalogs: [catalog], to: output) }
        #expect(try String(contentsOf: output, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path) == ["GeneratedAssetSymbols.swift"])
    }
}
