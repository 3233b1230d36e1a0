import Foundation
import NHSSnapshot
import NHSSnapshotTesting
import SnapshotTestSupport
import ViewKit
import XCTest

/// The assertions also run inside XCTest (where failures go through `XCTFail`).
final class XCTestCompatibilityTests: XCTestCase {
    func testAssertSnapshotPassesAgainstAMatchingGolden() throws {
        let folder = try TemporaryFolder()
        defer { folder.delete() }
        let snapshots = folder.url.appendingPathComponent("Snapshots")
        withSnapshotTesting(backend: FakeBackend.backend()) {
            let recorded = verifySnapshot(of: Text("x"), as: .image(device: .iPad), named: "xctest", record: .all,
                                          snapshotDirectory: snapshots)
            XCTAssertNotNil(recorded)
            assertSnapshot(of: Text("x"), as: .image(device: .iPad), named: "xctest", record: .never,
                           snapshotDirectory: snapshots)
        }
        XCTAssertTrue(folder.files().contains("Snapshots/XCTestCompatibilityTests/xctest/ipad-820-L-light.png"))
    }
}
