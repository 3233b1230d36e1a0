import Bitmaps
import CodecTestSupport
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

@Suite struct AssetCatalogTests {
    @Test func findsProjectPhotosByNameInSubfolders() throws {
        let catalog = try TestSupport.catalog()
        #expect(try catalog.imageSize(named: "campaign-organ-donation") == CGSize(width: 800, height: 600))
        #expect(try catalog.url(named: "portrait-dogs-at-window").lastPathComponent == "portrait-dogs-at-window.png")
        for name in ["food-fig-in-red-bowl", "outdoors-mountain-path", "outdoors-dandelion-meadow-wide", "drink-coffee-cup"] {
            #expect(try catalog.image(named: name).width > 0)
        }
    }

    @Test func unknownNamesSayWhereTheCatalogLooked() throws {
        let catalog = try TestSupport.catalog()
        for name in ["campaign-no-such-photo", "../Package", "Photos/drink-coffee-cup", ""] {
            let error = try #require(throws: RasterError.self) { try catalog.imageSize(named: name) }
            let text = "\(error)"
            #expect(text.contains("unknown image asset \"\(name)\""))
            let photos = try RasterResources.photosFolder().path
            #expect(text.contains(photos))
        }
    }

    @Test func jpegAssetsAreFoundAndDecoded() throws {
        let folder = try TestSupport.temporaryFolder()
        let samples = [UInt8](repeating: 128, count: 16 * 8 * 3)
        try JPEGFixtures.encode(width: 16, height: 8, grey: false, samples: samples).write(to: folder.appendingPathComponent("photo.jpg"))
        #expect(try AssetCatalog(folder: folder).imageSize(named: "photo") == CGSize(width: 16, height: 8))
    }

    @Test func aBrokenAssetFailsTheRenderBeforeDrawingAndNamesTheFile() throws {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.copyItem(at: TestSupport.fixtures.appendingPathComponent("truncated.png"),
                                         to: folder.appendingPathComponent("broken.png"))
        let catalog = AssetCatalog(folder: folder)
        let list = DisplayList(size: CGSize(width: 10, height: 10), background: .white, items: [
            .image(ImageItem(assetName: "broken", frame: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .fill)),
        ])
        let error = try #require(throws: ImageCodecError.self) { try Rasterizer(scale: 1, assets: catalog, renderer: TestSupport.renderer()).render(list) }
        #expect("\(error)".contains("broken.png") && "\(error)".contains("truncated"))
    }

    @Test func unknownAssetInAListFailsTheRender() throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10), background: .white, items: [
            .clipped(RoundedRect(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), [
                .image(ImageItem(assetName: "nope", frame: CGRect(x: 0, y: 0, width: 10, height: 10), contentMode: .fill)),
            ]),
        ])
        #expect(throws: RasterError.self) { try TestSupport.rasterizer().render(list) }
    }

    @Test func concurrentLookupsAgree() throws {
        let catalog = try TestSupport.catalog()
        let results = ConcurrentResults<Bitmap>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if let image = try? catalog.image(named: index % 2 == 0 ? "drink-coffee-cup" : "food-fig-in-red-bowl") { results.set(index, image) }
        }
        let images = results.values
        #expect(images.count == 8 && Set(images).count == 2)
    }
}

@Suite struct UserAssetFolderTests {
    @Test func userFoldersComeFirstAndEveryPlaceSearchedIsNamed() throws {
        let mine = try TestSupport.temporaryFolder()
        let nested = mine.appendingPathComponent("Images", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try RasterResources.photosFolder().appendingPathComponent("drink-coffee-cup.png"),
                                         to: nested.appendingPathComponent("campaign-organ-donation.png"))
        let catalog = try AssetCatalog.project(before: [mine])
        #expect(try catalog.url(named: "campaign-organ-donation").path == nested.appendingPathComponent("campaign-organ-donation.png").standardizedFileURL.path)
        #expect(try catalog.url(named: "food-fig-in-red-bowl").deletingLastPathComponent().path == RasterResources.photosFolder().path)
        let error = try #require(throws: RasterError.self) { try catalog.imageSize(named: "no-such-image") }
        let photos = try RasterResources.photosFolder().path
        for place in [mine.standardizedFileURL.path, nested.standardizedFileURL.path, photos] {
            #expect("\(error)".contains(place))
        }
    }
}

@Suite struct RasterResourcesTests {
    @Test func theResourcesAreBesideTheTestRunner() throws {
        let folder = try RasterResources.folder()
        #expect(folder.lastPathComponent == RasterResources.bundleName)
        #expect(folder.deletingLastPathComponent().path == Bundle.main.bundleURL.standardizedFileURL.path)
        #expect(FileManager.default.fileExists(atPath: try RasterResources.fontConfiguration().path))
        #expect(FileManager.default.fileExists(atPath: try RasterResources.photosFolder().appendingPathComponent("LICENSES.md").path))
    }

    @Test func aMissingResourceBundleIsAnErrorNamingItsPath() throws {
        let missing = try TestSupport.temporaryFolder().appendingPathComponent(RasterResources.bundleName)
        let error = try #require(throws: RasterError.self) { try RasterResources.requireFolder(at: missing) }
        #expect(error == .missingResources(path: missing.path))
        #expect("\(error)".contains("missing resource bundle \(missing.path)"))
    }
}

@Suite struct BundleFolderAssetTests {
    /// A folder holding a copy of the project photograph `photo` as `name`.png.
    private static func folder(holding name: String, copyOf photo: String) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        try FileManager.default.copyItem(at: try RasterResources.photosFolder().appendingPathComponent("\(photo).png"),
                                         to: folder.appendingPathComponent("\(name).png"))
        return folder
    }

    @Test func aBundleFolderIsSearchedFirstAndOnlyForTheAssetsNamedInIt() throws {
        let bundle = try Self.folder(holding: "campaign-organ-donation", copyOf: "drink-coffee-cup")
        let catalog = try TestSupport.catalog()
        let cup = try catalog.imageSize(named: "drink-coffee-cup")
        #expect(try catalog.url(named: "campaign-organ-donation", bundleFolder: bundle).deletingLastPathComponent().path == bundle.standardizedFileURL.path)
        #expect(try catalog.imageSize(named: "campaign-organ-donation", bundleFolder: bundle) == cup)
        // The same name without the bundle is still the project's photograph.
        #expect(try catalog.imageSize(named: "campaign-organ-donation") == CGSize(width: 800, height: 600))
        // Names the bundle lacks fall through to the catalog's folders.
        #expect(try catalog.imageSize(named: "food-fig-in-red-bowl", bundleFolder: bundle) == catalog.imageSize(named: "food-fig-in-red-bowl"))
        let error = try #require(throws: RasterError.self) { try catalog.imageSize(named: "no-such-image", bundleFolder: bundle) }
        let photos = try RasterResources.photosFolder().path
        #expect("\(error)".contains(bundle.standardizedFileURL.path) && "\(error)".contains(photos))
    }

    @Test func twoBundlesNamingAnAssetAlikeAreDecodedApart() throws {
        let cupFolder = try Self.folder(holding: "logo", copyOf: "drink-coffee-cup")
        let figFolder = try Self.folder(holding: "logo", copyOf: "food-fig-in-red-bowl")
        let catalog = try TestSupport.catalog()
        #expect(try catalog.image(named: "logo", bundleFolder: cupFolder) == catalog.image(named: "drink-coffee-cup"))
        #expect(try catalog.image(named: "logo", bundleFolder: figFolder) == catalog.image(named: "food-fig-in-red-bowl"))
        #expect(throws: RasterError.self) { try catalog.image(named: "logo") }
    }

    @Test func aDisplayListDrawsEachBundlesImage() throws {
        let cupFolder = try Self.folder(holding: "logo", copyOf: "drink-coffee-cup")
        let figFolder = try Self.folder(holding: "logo", copyOf: "food-fig-in-red-bowl")
        func list(_ first: ImageItem, _ second: ImageItem) -> DisplayList {
            DisplayList(size: CGSize(width: 20, height: 10), background: .white, items: [.image(first), .image(second)])
        }
        let left = CGRect(x: 0, y: 0, width: 10, height: 10), right = CGRect(x: 10, y: 0, width: 10, height: 10)
        let rasterizer = try Rasterizer(scale: 1, assets: TestSupport.catalog(), renderer: TestSupport.renderer())
        let fromBundles = try rasterizer.render(list(ImageItem(assetName: "logo", frame: left, contentMode: .fill, bundleFolder: cupFolder),
                                                     ImageItem(assetName: "logo", frame: right, contentMode: .fill, bundleFolder: figFolder)))
        let fromNames = try rasterizer.render(list(ImageItem(assetName: "drink-coffee-cup", frame: left, contentMode: .fill),
                                                   ImageItem(assetName: "food-fig-in-red-bowl", frame: right, contentMode: .fill)))
        #expect(fromBundles == fromNames)
    }
}
