import Foundation

/// Shared helpers for the codec tests.
enum TestSupport {
    /// Tests/ImageCodecsTests/Fixtures.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fresh empty folder inside `processFolder`.
    static func temporaryFolder() throws -> URL {
        let folder = processFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// This test process's folder under the system temporary folder, holding every
    /// `temporaryFolder()`; it is removed when the process exits, so no run leaves folders behind.
    static let processFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("codec-tests-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: TestSupport.processFolder) }
        return folder
    }()
}
