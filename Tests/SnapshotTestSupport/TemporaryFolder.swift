import Foundation

/// A fresh folder under the system's temporary folder, with a `Package.swift` marker when asked,
/// removed by `delete()`.
public struct TemporaryFolder {
    public let url: URL

    public init(package: Bool = true) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("nhs-snapshot-tests-" + UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if package {
            try Data("// marker\n".utf8).write(to: url.appendingPathComponent("Package.swift"))
        }
    }

    /// Every file below the folder, relative, sorted.
    public func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        var found: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(next).path, isDirectory: &folder),
               !folder.boolValue {
                found.append(next)
            }
        }
        return found.sorted()
    }

    public func delete() { try? FileManager.default.removeItem(at: url) }
}
