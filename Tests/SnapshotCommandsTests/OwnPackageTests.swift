import Foundation
import NHSAppUI
import NHSSnapshot
import Raster
import SnapshotCommands
import SnapshotTestSupport
import Testing
import ViewKit

/// A user's own images and scenarios: image sources searched before the project's photographs, and
/// the library's command line over a user catalogue, with its input errors (exit status 2).
@Suite
struct OwnPackageTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    static func card(_ image: String) -> some View {
        CampaignCard(image: Image(image), title: "Organ donors save lives", subtitle: "Take 2 minutes", action: {})
    }

    /// A folder holding the project's coffee-cup photo as `name.png`.
    static func imageFolder(_ folder: TemporaryFolder, naming name: String) throws -> ImageSource {
        try FileManager.default.copyItem(at: try RasterResources.photosFolder().appendingPathComponent("drink-coffee-cup.png"),
                                         to: folder.url.appendingPathComponent(name + ".png"))
        return .folder(folder.url)
    }

    @Test func aUserImageIsFoundInItsFolderAndGoesBeforeTheProjectPhotographs() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let mine = try Self.imageFolder(folder, naming: "campaign-organ-donation")
        let cell = SnapshotConfiguration(device: .iPhone16, scale: 1)
        let ours = try render(Self.card("campaign-organ-donation"), configuration: cell)
        let coffee = try render(Self.card("drink-coffee-cup"), configuration: cell)
        let overridden = try render(Self.card("campaign-organ-donation"), configuration: cell.searchingImages(in: [mine]))
        #expect(overridden.pixels == coffee.pixels)
        #expect(overridden.pixels != ours.pixels)
        #expect(overridden.configuration.fileStem == ours.configuration.fileStem)
    }

    @Test func anImageFoundNowhereNamesItselfAndEveryPlaceSearched() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let cell = SnapshotConfiguration(device: .iPhone16, scale: 1, images: [.folder(folder.url)])
        let error = try #require(throws: (any Error).self) { try render(Self.card("no-such-photo"), configuration: cell) }
        #expect("\(error)".contains("\"no-such-photo\""))
        let photos = try RasterResources.photosFolder().path
        #expect("\(error)".contains(folder.url.standardizedFileURL.path) && "\(error)".contains(photos))
    }

    func run(_ arguments: [String], _ catalogue: ScenarioCatalogue, in folder: TemporaryFolder) -> (code: Int32, out: String, err: String) {
        let out = PrintedText(), err = PrintedText()
        let code = SnapshotCommandLine.run(arguments, catalogue: { catalogue }, environment: [:], workingDirectory: folder.url,
                                           output: { out.append($0) }, errors: { err.append($0) })
        return (code, out.value, err.value)
    }

    static let oneCell = ["--matrix", "golden", "--device", "393", "--size", "L", "--scheme", "light", "--jobs", "1"]

    @Test func theCommandLineRunsAUserCatalogueWithItsImagesInTheWorkingFolder() throws {
        let images = try TemporaryFolder(), work = try TemporaryFolder()
        defer { images.delete(); work.delete() }
        let mine = try Self.imageFolder(images, naming: "my-photo")
        let catalogue = try ScenarioCatalogue([Scenario(component: "MyCard", name: "photo") { Self.card("my-photo") }], images: [mine])
        #expect(run(["list"], catalogue, in: work).out.contains("MyCard"))
        let recorded = run(["record"] + Self.oneCell, catalogue, in: work)
        #expect(recorded.code == 0, "\(recorded.err)")
        let golden = work.url.appendingPathComponent("Snapshots/MyCard/photo/iphone16-393-L-light.png")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        let verified = run(["verify"] + Self.oneCell, catalogue, in: work)
        #expect(verified.code == 0, "\(verified.err)")
    }

    @Test func aMissingImageStopsTheCommandLineWithStatus2BeforeAnythingIsWritten() throws {
        let work = try TemporaryFolder()
        defer { work.delete() }
        let catalogue = try ScenarioCatalogue([Scenario(component: "MyCard", name: "lost") { Self.card("lost-photo") }],
                                              images: [.folder(work.url)])
        let result = run(["record"] + Self.oneCell, catalogue, in: work)
        #expect(result.code == 2)
        #expect(result.err.contains("MyCard/lost") && result.err.contains("\"lost-photo\"") && result.err.contains(work.url.path))
        #expect(!FileManager.default.fileExists(atPath: work.url.appendingPathComponent("Snapshots").path))
    }

    @Test func anImageFolderThatIsNotAFolderStopsTheCommandLineWithStatus2() throws {
        let work = try TemporaryFolder()
        defer { work.delete() }
        let missing = work.url.appendingPathComponent("no-such-folder")
        let catalogue = try ScenarioCatalogue([Scenario(component: "MyCard", name: "photo") { Self.card("campaign-organ-donation") }],
                                              images: [.folder(missing)])
        let result = run(["render"] + Self.oneCell, catalogue, in: work)
        #expect(result.code == 2)
        #expect(result.err.contains("image folder \(missing.path) is not a folder"))
    }

    @Test func anUnreadableGoldenFolderStopsTheCommandLineWithStatus2() throws {
        let work = try TemporaryFolder()
        defer { work.delete() }
        let snapshots = work.url.appendingPathComponent("Snapshots")
        try Data("a file where the goldens should be".utf8).write(to: snapshots)
        let catalogue = try ScenarioCatalogue([Scenario(component: "MyCard", name: "photo") { Self.card("campaign-organ-donation") }])
        for command in ["record", "verify"] {
            let result = run([command] + Self.oneCell, catalogue, in: work)
            #expect(result.code == 2)
            #expect(result.err.contains("golden folder \(snapshots.path) cannot be read: it is not a folder"))
        }
    }

    @Test func theWorkspaceIsTheWorkingFolderUnlessTheEnvironmentNamesOne() {
        let here = URL(fileURLWithPath: "/projects/pkg", isDirectory: true)
        #expect(SnapshotCommandLine.workspace(environment: [:], workingDirectory: here).path == "/projects/pkg")
        #expect(SnapshotCommandLine.workspace(environment: ["NHS_SNAPSHOTS_ROOT": "/elsewhere"], workingDirectory: here).path == "/elsewhere")
    }
}
