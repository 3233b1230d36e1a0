import Drawing
import Foundation
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
            #expect(text.contains(catalog.folder.path) && text.contains(catalog.folder.appendingPathComponent("Photos").path))
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
        let error = try #require(throws: RasterError.self) { try Rasterizer(scale: 1, assets: catalog).render(list) }
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
        let results = ConcurrentResults<RGBAImage>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            if let image = try? catalog.image(named: index % 2 == 0 ? "drink-coffee-cup" : "food-fig-in-red-bowl") { results.set(index, image) }
        }
        let images = results.values
        #expect(images.count == 8 && Set(images).count == 2)
    }
}

@Suite struct ProjectRootTests {
    @Test func environmentVariableOverridesTheSearch() throws {
        let folder = try TestSupport.temporaryFolder()
        #expect(try ProjectRoot.locate(environment: ["NHS_SNAPSHOTS_ROOT": folder.path]).path == folder.standardizedFileURL.path)
        #expect(throws: RasterError.self) {
            try ProjectRoot.locate(environment: ["NHS_SNAPSHOTS_ROOT": folder.appendingPathComponent("missing").path])
        }
    }

    @Test func walksUpToPackageSwift() throws {
        let root = try ProjectRoot.locate(environment: [:])
        let nested = root.appendingPathComponent("Sources/Raster").path
        #expect(try ProjectRoot.locate(environment: [:], currentDirectory: nested).path == root.path)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Assets/fonts/fonts.conf").path))
    }
}
