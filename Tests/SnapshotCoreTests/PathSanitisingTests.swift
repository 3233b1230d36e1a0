import Foundation
@testable import SnapshotCore
import Testing

@Suite struct PathSanitisingTests {
    @Test(arguments: ["../../etc", "..", ".", "/etc/passwd", "a/../../b", "<script>alert(1)</script>", "C:\\win",
                      "", "   ", "naïve café", ".hidden", "a..b", String(repeating: "x", count: 300)])
    func segmentsAreSafe(_ name: String) {
        let segment = PathSegment.sanitise(name)
        #expect(!segment.isEmpty)
        #expect(!segment.contains("/") && !segment.contains("\\"))
        #expect(!segment.contains(".."))
        #expect(!segment.hasPrefix("."))
        #expect(segment.count <= PathSegment.maximumLength)
        #expect(segment.unicodeScalars.allSatisfy { "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-".unicodeScalars.contains($0) })
        #expect(PathSegment.sanitise(segment) == segment, "sanitising is idempotent")
    }

    @Test func namesAreStableAndReadable() {
        #expect(PathSegment.sanitise("spec-example") == "spec-example")
        #expect(PathSegment.sanitise("Long title, AX5") == "Long-title-AX5")
        #expect(PathSegment.sanitise("../../etc") == "etc")
        #expect(PathSegment.sanitise("<script>") == "script")
    }

    @Test func hostileScenarioNamesStayInsideTheStore() throws {
        let store = GoldenStore(root: URL(fileURLWithPath: "/tmp/store/Snapshots"))
        for (component, name) in [("../../..", "../../etc"), ("<script>", "x/y"), ("..", ".."), ("/", "\\")] {
            let url = store.url(for: GoldenPath(component: component, scenario: name, stem: "iphone-se1-320-L-light"))
            #expect(url.standardizedFileURL.path.hasPrefix(store.root.path + "/"))
            #expect(url.pathComponents.count == store.root.pathComponents.count + 3)
        }
    }
}
