import Foundation
import NHSAppUI
import SnapshotTestSupport
import Testing

/// The consumer fixture, `Tests/Fixtures/ConsumerPackage`: a package of someone else's that
/// depends on this checkout by path, with a view of its own, an image in its own resources, a test
/// calling `assertSnapshot` / `assertSnapshots`, and an executable handing its scenarios to
/// `SnapshotCommandLine`. The test copies it to a temporary folder outside the checkout, points
/// its dependency at the checkout, and runs SwiftPM on it as a user would, with no `NHS_*`
/// variable but the record policy.
///
/// Its build goes to `.build/consumer-fixture` in this checkout and is kept, so only the first
/// run compiles this package's libraries again; later runs compile the fixture's few files.
@Suite(.serialized) struct ConsumerPackageTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().standardizedFileURL
    static let fixture = checkout.appendingPathComponent("Tests/Fixtures/ConsumerPackage", isDirectory: true)
    static let scratch = checkout.appendingPathComponent(".build/consumer-fixture", isDirectory: true)

    /// A copy of the fixture outside the checkout, depending on the checkout.
    static func copyFixture(to folder: URL) throws -> URL {
        let package = folder.appendingPathComponent("MyCards", isDirectory: true)
        try FileManager.default.copyItem(at: fixture, to: package)
        for leftover in [".build", ".swiftpm", "Package.resolved", "Snapshots", "Output", "Tests/MyCardsTests/__Snapshots__"] {
            try? FileManager.default.removeItem(at: package.appendingPathComponent(leftover))
        }
        let manifest = package.appendingPathComponent("Package.swift")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        for (name, value) in [("snapshotsPath", checkout.path), ("snapshotsPackage", checkout.lastPathComponent)] {
            let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
                .first { $0.hasPrefix("let \(name) = ") })
            text = text.replacingOccurrences(of: String(line), with: "let \(name) = \"\(value)\"")
        }
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        return package
    }

    static func swift(_ arguments: [String], in package: URL, record: String? = nil) throws -> (status: Int32, output: String) {
        try ChildProcess.run(["swift", arguments[0], "--scratch-path", scratch.path] + arguments.dropFirst(), in: package,
                             environment: ChildProcess.environment(record.map { ["NHS_SNAPSHOTS_RECORD": $0] } ?? [:]))
    }

    @Test func aPackageOfItsOwnRecordsAndVerifiesGoldensBesideItsTestsAndRunsTheCommandLine() throws {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let package = try Self.copyFixture(to: temporary)
        #expect(!package.path.hasPrefix(Self.checkout.path + "/"))

        let built = try Self.swift(["build", "--build-tests"], in: package)
        try #require(built.status == 0, "swift build of the fixture failed:\n\(built.output.suffix(4000))")

        // 1. Record what is missing: every golden is new, which the test reports as a failure.
        let recorded = try Self.swift(["test", "--skip-build"], in: package, record: "missing")
        #expect(recorded.status != 0)
        #expect(recorded.output.contains("recorded a new golden at \(package.path)/Tests/MyCardsTests/__Snapshots__/"))
        let goldens = package.appendingPathComponent("Tests/MyCardsTests/__Snapshots__/WelcomeBannerTests", isDirectory: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        #expect(files.contains("welcomeBanner.iphone16-393-AX1-dark.png"))
        #expect(files.filter { $0.hasPrefix("welcomeBannerMatrix.") && $0.hasSuffix(".png") }.count == 4)
        #expect(files.filter { $0.hasPrefix("welcomeBannerMatrix.") && $0.hasSuffix(".a11y.txt") }.count == 4)
        #expect(!FileManager.default.fileExists(atPath: Self.checkout.appendingPathComponent("Snapshots/WelcomeBannerTests").path))

        // 2. Verify against them.
        let verified = try Self.swift(["test", "--skip-build"], in: package, record: "never")
        #expect(verified.status == 0, "\(verified.output.suffix(4000))")

        // 3. A changed golden fails verification, naming the golden.
        let golden = goldens.appendingPathComponent("welcomeBanner.iphone16-393-AX1-dark.png")
        let other = goldens.appendingPathComponent("welcomeBannerMatrix.iphone16-393-L-light.png")
        try FileManager.default.removeItem(at: golden)
        try FileManager.default.copyItem(at: other, to: golden)
        let changed = try Self.swift(["test", "--skip-build"], in: package, record: "never")
        #expect(changed.status != 0)
        #expect(changed.output.contains("snapshot differs from \(golden.path)"))

        // 4. The package's own command line over its own scenarios, in its own folder.
        let program = Self.scratch.appendingPathComponent("debug/my-snapshots").path
        let environment = ChildProcess.environment()
        let record = try ChildProcess.run([program, "record", "--matrix", "quick"], in: package, environment: environment)
        #expect(record.status == 0, "\(record.output)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Snapshots/WelcomeBanner/sam/iphone16-393-L-light.png").path))
        let verify = try ChildProcess.run([program, "verify", "--matrix", "quick"], in: package, environment: environment)
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains("4 matched"))
        let list = try ChildProcess.run([program, "list"], in: package, environment: environment)
        #expect(list.status == 0 && list.output.contains("WelcomeBanner") && !list.output.contains("CampaignCard"))

        // 5. The same through this package's command plugin, which finds and builds `my-snapshots` itself.
        let plugin = try Self.swift(["package", "--allow-writing-to-package-directory", "nhs-snapshots", "verify", "--matrix", "quick"],
                                    in: package)
        #expect(plugin.status == 0, "\(plugin.output.suffix(4000))")
        #expect(plugin.output.contains("verify: 4 cell(s): 4 matched"))
        try FileManager.default.removeItem(at: package.appendingPathComponent("Snapshots/WelcomeBanner/sam/iphone16-393-L-light.png"))
        let missing = try Self.swift(["package", "--allow-writing-to-package-directory", "nhs-snapshots", "verify", "--matrix", "quick"],
                                     in: package)
        #expect(missing.status != 0)
        #expect(missing.output.contains("1 missing"))
    }
}
