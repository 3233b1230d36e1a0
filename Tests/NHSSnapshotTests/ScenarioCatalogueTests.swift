import Foundation
import NHSSnapshot
import SnapshotCore
import Testing
import ViewKit

/// A catalogue's checks on its scenarios' names, and where a cell's golden goes.
@Suite struct ScenarioCatalogueTests {
    @Test func hostileScenarioNamesStayInsideTheStore() throws {
        let store = GoldenStore(root: URL(fileURLWithPath: "/tmp/store/Snapshots"))
        let configuration = SnapshotConfiguration(device: .iPhoneSE1)
        for (component, name) in [("../../..", "../../etc"), ("<script>", "x/y"), ("..", ".."), ("/", "\\")] {
            let url = store.url(for: GoldenPath(component: component, scenario: name, configuration: configuration))
            #expect(url.standardizedFileURL.path.hasPrefix(store.root.path + "/"))
            #expect(url.lastPathComponent == "iphone-se1-320-L-light.png")
        }
    }

    @Test func catalogueRejectsNamesThatShareAFolder() {
        let first = Scenario(component: "Card", name: "a/b") { EmptyViewMaker.make() }
        let second = Scenario(component: "Card", name: "a-b") { EmptyViewMaker.make() }
        #expect(throws: CatalogueError.sameFolder("Card/a/b", "Card/a-b", folder: "Card/a-b")) {
            try ScenarioCatalogue([first, second])
        }
    }

    @Test func catalogueRejectsDuplicatesAndEmptyNames() {
        let one = Scenario(component: "Card", name: "a") { EmptyViewMaker.make() }
        #expect(throws: CatalogueError.duplicate("Card/a")) { try ScenarioCatalogue([one, one]) }
        let empty = Scenario(component: "Card", name: "") { EmptyViewMaker.make() }
        #expect(throws: CatalogueError.emptyName("Card/")) { try ScenarioCatalogue([empty]) }
    }
}

enum EmptyViewMaker {
    static func make() -> EmptyView { EmptyView() }
}
