import Drawing
import Foundation
import NHSAppUI
import NHSSnapshot
import Raster
import SnapshotTestSupport
import Testing
import ViewKit

/// `Image(_:bundle:)`: an asset named in a bundle (a package's `.module`) is found in that
/// bundle's resources first, without giving the bundle to the render as an image source.
@Suite
struct BundleImageTests {
    init() throws { try LiveRenderer.require() }

    /// A bundle whose resources hold `name`.png: a copy of the project photograph `photo`.
    static func bundle(holding name: String, copyOf photo: String) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-image-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try RasterResources.photosFolder().appendingPathComponent("\(photo).png"),
                                         to: folder.appendingPathComponent("\(name).png"))
        return try #require(Bundle(path: folder.path))
    }

    static let configuration = SnapshotConfiguration(device: .iPhone16, scale: 1)

    @Test func anAssetNamedInABundleIsDrawnFromItsResources() throws {
        let bundle = try Self.bundle(holding: "clinic-logo", copyOf: "drink-coffee-cup")
        let fromBundle = try render(Image("clinic-logo", bundle: bundle).resizable().frame(width: 40, height: 30),
                                    configuration: Self.configuration)
        let photo = try render(Image("drink-coffee-cup").resizable().frame(width: 40, height: 30), configuration: Self.configuration)
        #expect(try fromBundle.pngData() == photo.pngData())
        // Not resizable: the asset's own size, read from the bundle's file.
        let natural = try render(Image("clinic-logo", bundle: bundle), configuration: Self.configuration)
        let item = try #require(natural.displayList.imageItems.first)
        #expect(item.frame.size == (try AssetCatalog.project().imageSize(named: "drink-coffee-cup")))
        #expect(item.bundleFolder != nil)
    }

    @Test func theBundleComesBeforeTheProjectsPhotographsOfTheSameName() throws {
        let bundle = try Self.bundle(holding: "campaign-organ-donation", copyOf: "food-fig-in-red-bowl")
        let fromBundle = try render(Image("campaign-organ-donation", bundle: bundle).resizable().frame(width: 40, height: 30),
                                    configuration: Self.configuration)
        let fig = try render(Image("food-fig-in-red-bowl").resizable().frame(width: 40, height: 30), configuration: Self.configuration)
        let project = try render(Image("campaign-organ-donation").resizable().frame(width: 40, height: 30), configuration: Self.configuration)
        #expect(try fromBundle.pngData() == fig.pngData())
        #expect(try fromBundle.pngData() != project.pngData())
    }

    @Test func twoBundlesMayNameDifferentImagesAlike() throws {
        let cup = try Self.bundle(holding: "logo", copyOf: "drink-coffee-cup")
        let fig = try Self.bundle(holding: "logo", copyOf: "food-fig-in-red-bowl")
        let both = try render(HStack(spacing: 0) {
            Image("logo", bundle: cup).resizable().frame(width: 40, height: 30)
            Image("logo", bundle: fig).resizable().frame(width: 40, height: 30)
        }, configuration: Self.configuration)
        let expected = try render(HStack(spacing: 0) {
            Image("drink-coffee-cup").resizable().frame(width: 40, height: 30)
            Image("food-fig-in-red-bowl").resizable().frame(width: 40, height: 30)
        }, configuration: Self.configuration)
        #expect(try both.pngData() == expected.pngData())
    }

    @Test func withoutItsBundleTheAssetIsUnknownAndTheErrorNamesIt() throws {
        _ = try Self.bundle(holding: "clinic-logo", copyOf: "drink-coffee-cup")
        let error = try #require(throws: (any Error).self) { try render(Image("clinic-logo"), configuration: Self.configuration) }
        #expect("\(error)".contains("clinic-logo"))
    }

    @Test func aMissingAssetSaysTheBundleWasSearched() throws {
        let bundle = try Self.bundle(holding: "clinic-logo", copyOf: "drink-coffee-cup")
        let error = try #require(throws: (any Error).self) { try render(Image("no-such-logo", bundle: bundle), configuration: Self.configuration) }
        #expect("\(error)".contains("no-such-logo"))
        #expect("\(error)".contains(try #require(bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL.path))
    }

    @Test func uiImageAndTheLabelledAndDecorativeFormsFindTheBundleToo() throws {
        let bundle = try Self.bundle(holding: "clinic-logo", copyOf: "drink-coffee-cup")
        let frame = { (image: Image) in image.resizable().frame(width: 40, height: 30) }
        let plain = try render(frame(Image("clinic-logo", bundle: bundle)), configuration: Self.configuration).pngData()
        let uiImage = try #require(UIImage(named: "clinic-logo", in: bundle, with: nil))
        #expect(try render(frame(Image(uiImage: uiImage)), configuration: Self.configuration).pngData() == plain)
        #expect(try render(frame(Image(decorative: "clinic-logo", bundle: bundle)), configuration: Self.configuration).pngData() == plain)
        let labelled = try render(frame(Image("clinic-logo", bundle: bundle, label: Text("Clinic logo"))), configuration: Self.configuration)
        #expect(try labelled.pngData() == plain)
        #expect(labelled.accessibilityElements.map(\.label) == ["Clinic logo"])
        let decorative = try render(frame(Image(decorative: "clinic-logo", bundle: bundle)), configuration: Self.configuration)
        #expect(decorative.accessibilityElements.isEmpty)
    }

    @Test func theMainBundleIsTheRendersImageSources() throws {
        let main = try render(Image("drink-coffee-cup", bundle: .main), configuration: Self.configuration)
        #expect(main.displayList.imageItems.first?.bundleFolder == nil)
    }
}
