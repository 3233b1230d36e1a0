import Bitmaps
import Catalogue
import Drawing
import Foundation
import ImageCodecs
@testable import NHSSnapshot
import SnapshotTestSupport
import Testing
import ViewKit

/// A render run copies a page the same as one it drew shortly before instead of drawing it again:
/// the files, thumbnails and transcripts are those each cell gives when drawn alone.
@Suite
struct CopiedPageTests {
    /// Fails every test here, naming what is missing, when the live renderer cannot draw.
    init() throws { try LiveRenderer.require() }

    /// CampaignCard's accessibility-hint scenario draws what its spec example draws (only VoiceOver
    /// hears the difference); CardAction's primary group is like neither.
    static func plan(scenarios: [String] = ["accessibility-hint", "spec-example", "primary-group"],
                     sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility5]) throws -> SnapshotPlan {
        var selection = SnapshotSelection(components: ["CampaignCard", "CardAction"], scenarios: scenarios)
        selection.devices = [.iPhone16]
        selection.sizes = sizes
        selection.schemes = [.light]
        return SnapshotPlan(catalogue: try BuiltInScenarios.catalogue(), matrix: .full, selection: selection)
    }

    @Test func pagesTheSameAsAnEarlierOneAreCopiedWithTheBytesAndThumbnailsOfDrawingThem() throws {
        let plan = try CopiedPageTests.plan()
        #expect(plan.cells.count == 9)
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let together = folder.url.appendingPathComponent("together")
        let gallery = GalleryCollector(outputFolder: together)
        let summary = SnapshotSession(backend: .live, jobs: 1)
            .render(plan, into: together, review: ReviewOutputs(sheets: nil, gallery: gallery))
        #expect(summary.exitCode == 0)
        #expect(summary.copiedPages == 3, "the spec example's cells are copies of the hint's")
        #expect(summary.text().contains("3 of them the same page as a cell drawn before"), "\(summary.text())")

        // Each cell alone, in a run of its own, where nothing can be copied.
        let alone = folder.url.appendingPathComponent("alone")
        var aloneCells: [GalleryCell] = []
        for cell in plan.cells {
            let single = try CopiedPageTests.plan(scenarios: [cell.scenario.name], sizes: [cell.configuration.dynamicTypeSize])
            try #require(single.cells.map(\.path) == [cell.path])
            let own = GalleryCollector(outputFolder: alone)
            let run = SnapshotSession(backend: .live, jobs: 1).render(single, into: alone, review: ReviewOutputs(sheets: nil, gallery: own))
            #expect(run.exitCode == 0 && run.copiedPages == 0)
            aloneCells += own.cells(for: single)
        }
        let togetherCells = gallery.cells(for: plan)
        #expect(togetherCells == aloneCells, "sizes, thumbnail paths and transcripts")
        for cell in togetherCells {
            let image = cell.path.relativePath
            #expect(try Data(contentsOf: together.appendingPathComponent(image)) == Data(contentsOf: alone.appendingPathComponent(image)), "\(image)")
            let thumbnail = try #require(cell.thumbnail)
            #expect(try Data(contentsOf: together.appendingPathComponent(thumbnail)) == Data(contentsOf: alone.appendingPathComponent(thumbnail)), "\(thumbnail)")
        }
    }

    @Test func aPageWhoseFileWasRemovedIsDrawnAgain() throws {
        let plan = try CopiedPageTests.plan()
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let drawn = DrawnPages()
        let session = SnapshotSession(backend: .live, jobs: 1)
        let prepare = try #require(session.backend.outputRenderer.prepareFile)
        let cells = plan.cells.filter { $0.configuration.dynamicTypeSize == .large && $0.path.component == "CampaignCard" }
        try #require(cells.map(\.scenario.name) == ["accessibility-hint", "spec-example"])
        let first = try prepare(cells[0].scenario.makeView(), cells[0].configuration)
        let second = try prepare(cells[1].scenario.makeView(), cells[1].configuration)
        let key = DrawnPages.Key(first.displayList, in: cells[0].configuration)
        #expect(key == DrawnPages.Key(second.displayList, in: cells[1].configuration))
        let file = folder.url.appendingPathComponent("first.png")
        let written = try first.write(file, nil)
        drawn.note(DrawnPages.Page(file: file, width: written.width, height: written.height, thumbnail: nil), for: key)
        let page = try #require(drawn.page(for: key))
        try FileManager.default.removeItem(at: file)
        let copy = folder.url.appendingPathComponent("second.png")
        #expect(try drawn.copy(page, to: copy) == false, "nothing to copy from")
        #expect(!FileManager.default.fileExists(atPath: copy.path) && drawn.copied == 0)
    }

    private static func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    /// A folder holding one drawn page, "first.png", noted in a new `DrawnPages`.
    private static func withDrawnPage(_ body: (URL, DrawnPages, DrawnPages.Page) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let drawn = DrawnPages()
        let first = folder.url.appendingPathComponent("first.png")
        try AtomicFile.write(Data("the page's bytes".utf8), to: first)
        let page = DrawnPages.Page(file: first, width: 1, height: 1, thumbnail: nil)
        try body(folder.url, drawn, page)
    }

    @Test func aCopyInANewFolderIsASecondNameAndAWriteToEitherLeavesTheOther() throws {
        try CopiedPageTests.withDrawnPage { folder, drawn, page in
            let first = page.file
            let copy = folder.appendingPathComponent("second.png")
            #expect(try drawn.copy(page, to: copy))
            #expect(try Data(contentsOf: copy) == Data("the page's bytes".utf8))
            #expect(try CopiedPageTests.inode(copy) == CopiedPageTests.inode(first), "no bytes written: a hard link")
            // A later run that changes one cell gives it a file of its own; the other keeps its bytes.
            try AtomicFile.write(Data("changed".utf8), to: copy)
            #expect(try Data(contentsOf: first) == Data("the page's bytes".utf8))
            #expect(try Data(contentsOf: copy) == Data("changed".utf8))
            #expect(drawn.copied == 1)
        }
    }

    @Test func aCopyOverEarlierOutputKeepsAnUnchangedFileAndReplacesAChangedOne() throws {
        try CopiedPageTests.withDrawnPage { folder, drawn, page in
            let first = page.file
            let same = folder.appendingPathComponent("same.png")
            try AtomicFile.write(Data("the page's bytes".utf8), to: same)
            let sameInode = try CopiedPageTests.inode(same)
            let changed = folder.appendingPathComponent("changed.png")
            try AtomicFile.write(Data("an older page".utf8), to: changed)
            #expect(try drawn.copy(page, to: same))
            #expect(try drawn.copy(page, to: changed))
            #expect(try CopiedPageTests.inode(same) == sameInode, "an unchanged file is left as it is")
            #expect(try Data(contentsOf: changed) == Data("the page's bytes".utf8))
            #expect(try CopiedPageTests.inode(changed) != CopiedPageTests.inode(first), "copied, not linked, over a file")
            #expect(drawn.copied == 2)
        }
    }

    static func keys(_ count: Int) -> [DrawnPages.Key] {
        (1...count).map { height in
            DrawnPages.Key(DisplayList(size: CGSize(width: 10, height: CGFloat(height)), background: .white),
                           in: SnapshotConfiguration(device: .iPhone16))
        }
    }

    static func page(_ index: Int, thumbnailPixels: Int? = nil) -> DrawnPages.Page {
        DrawnPages.Page(file: URL(fileURLWithPath: "/nowhere/\(index).png"), width: 1, height: 1,
                        thumbnail: thumbnailPixels.map { Bitmap(width: $0, height: 1, red: 0, green: 0, blue: 0, alpha: 255) })
    }

    @Test func onlyTheLastPagesAreKept() throws {
        let drawn = DrawnPages(capacity: 2)
        let keys = CopiedPageTests.keys(3)
        for (index, key) in keys.enumerated() { drawn.note(CopiedPageTests.page(index), for: key) }
        #expect(drawn.page(for: keys[0]) == nil, "the oldest is forgotten")
        #expect(drawn.page(for: keys[1]) != nil && drawn.page(for: keys[2]) != nil)
    }

    @Test func thumbnailsAreKeptUpToTheirBudget() throws {
        let drawn = DrawnPages(capacity: 10, thumbnailBytes: 100)
        let keys = CopiedPageTests.keys(4)
        for (index, key) in keys.enumerated() { drawn.note(CopiedPageTests.page(index, thumbnailPixels: 10), for: key) }
        #expect(drawn.page(for: keys[0]) == nil && drawn.page(for: keys[1]) == nil, "80 bytes after them are all 100 allows")
        #expect(drawn.page(for: keys[2]) != nil && drawn.page(for: keys[3]) != nil)
        drawn.note(CopiedPageTests.page(9, thumbnailPixels: 16), for: keys[3])
        #expect(drawn.page(for: keys[2]) == nil, "a larger thumbnail for the same page pushes the older one out")
        #expect(drawn.page(for: keys[3])?.file.lastPathComponent == "9.png")
        drawn.note(CopiedPageTests.page(5, thumbnailPixels: 30), for: keys[0])
        #expect(drawn.page(for: keys[0]) == nil && drawn.page(for: keys[3]) == nil, "one thumbnail over the budget is not kept")
    }
}
