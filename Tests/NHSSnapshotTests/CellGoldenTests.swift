import Drawing
import Foundation
@testable import NHSSnapshot
import SnapshotCore
import SnapshotTestSupport
import Testing
import ViewKit

/// The goldens of a cell as one list of strategies (`CellGolden.all`), checked by the command line's
/// `CellGoldens`: a new kind of golden is one more entry.
@Suite struct CellGoldenTests {
    /// The fake renderer's images with a display list whose height is `extra` points taller than the image.
    static func renderer(extra: CGFloat = 0) -> SnapshotRenderer {
        let fake = FakeBackend.renderer()
        return SnapshotRenderer(name: "fake with display list", providesDisplayList: true) { view, configuration in
            let image = try fake.render(view, configuration: configuration)
            let list = DisplayList(size: CGSize(width: CGFloat(image.width), height: CGFloat(image.height) + extra), background: .white)
            return try SnapshotImage(width: image.width, height: image.height, pixels: image.pixels, pngData: image.pngData,
                                     displayList: list)
        }
    }

    /// A third kind of golden: the display list as text.
    static let displayListGolden = CellGolden(label: "display list", pathExtension: "displaylist.txt", needsDisplayList: true) { stem, _ in
        AnySnapshotting(Snapshotting.displayList(fileStem: stem))
    }

    @Test func theImageComesFirstThenTheAccessibilityText() {
        #expect(CellGolden.all.map(\.pathExtension) == ["png", "a11y.txt"])
        #expect(CellGolden.all.map(\.label) == ["image", "accessibility text"])
    }

    @Test func goldensMadeFromTheDisplayListNeedOne() throws {
        let plain = try SnapshotImage(width: 1, height: 1, pixels: [0, 0, 0, 255], pngData: Data())
        #expect(CellGolden.image.applies(to: plain))
        #expect(!CellGolden.accessibilityText.applies(to: plain))
        let strategy = CellGolden.accessibilityText.strategy(fileStem: "x") { .exactBytes }
        #expect(throws: NoDisplayList.self) { try strategy.candidate(for: plain) }
    }

    @Test func aNewKindOfGoldenIsRecordedAndVerifiedWithTheOthers() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url.appendingPathComponent("Snapshots"))
        let cell = try #require(SnapshotPlan(catalogue: try TestScenarios.catalogue(), matrix: .quick).cells.first)
        let goldens = CellGolden.all + [Self.displayListGolden]
        func check(_ renderer: SnapshotRenderer, _ policy: RecordPolicy) -> CellOutcome {
            CellGoldens.check(cell, store: store, policy: policy, compareExisting: true, artefacts: nil, renderer: renderer,
                              comparator: .exactBytes, goldens: goldens, inspect: nil)
        }
        #expect(check(Self.renderer(), .missing) == .recorded)
        for golden in goldens {
            #expect(store.contains(cell.path.with(pathExtension: golden.pathExtension)), "\(golden.label) recorded")
        }
        #expect(check(Self.renderer(), .never) == .matched)
        let changed = check(Self.renderer(extra: 2), .never)
        guard case .differed(let summary) = changed else { Issue.record("not a difference: \(changed)"); return }
        #expect(summary.hasPrefix("display list differs from Snapshots/\(cell.path.with(pathExtension: "displaylist.txt").relativePath): line 1 differs"))
    }

    @Test func orphansAreFoundForEveryKindOfGolden() throws {
        let folder = try TemporaryFolder(package: false)
        defer { folder.delete() }
        let store = GoldenStore(root: folder.url.appendingPathComponent("Snapshots"))
        try store.write(Data("x".utf8), to: GoldenPath(component: "Gone", scenario: "old", stem: "cell"))
        try store.write(Data("x".utf8), to: GoldenPath(component: "Gone", scenario: "old", stem: "cell", pathExtension: "a11y.txt"))
        #expect(try store.orphanGoldens(expected: []) == ["Gone/old/cell.a11y.txt", "Gone/old/cell.png"])
    }
}
