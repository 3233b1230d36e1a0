import Foundation
import NHSSnapshot

/// Where the test API keeps goldens: `Snapshots/` at the package root, found by walking up from
/// the test file (then from the current folder) to `Package.swift`; `NHS_SNAPSHOTS_ROOT` overrides.
public enum GoldenLocation {
    /// The package root for a test in `filePath`, or `nil` when none is found.
    public static func packageRoot(filePath: String,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let testFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return PackageRoot.find(environment: environment, startingAt: [testFolder, cwd])
    }

    /// The test's component folder when none is given: the test file's name without `.swift`.
    static func defaultComponent(filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// The scenario folder when no name is given: the test function's name without its argument list.
    static func defaultName(function: String) -> String {
        function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
    }
}
