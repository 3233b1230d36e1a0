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
