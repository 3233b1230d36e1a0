import Foundation
import PackagePlugin

/// `swift package nhs-snapshots <command> [options]`: builds the package's snapshot program (the
/// executable product whose main target uses `SnapshotCommands`, or the one named with `--product`),
/// then runs it with the command in the package's folder, so goldens go to the package's
/// `Snapshots/` and output to its `Output/`. The program's exit status becomes the plugin's.
@main
struct NHSSnapshotsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "product").last
        let product = try Self.snapshotProduct(named: named, in: context.package)
        let build = try packageManager.build(.product(product), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded else {
            FileHandle.standardError.write(Data(build.logText.utf8))
            throw PluginFailure("building \(product) failed")
        }
        guard let program = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            throw PluginFailure("building \(product) gave no program")
        }
        let process = Process()
        process.executableURL = program.url
        process.arguments = extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }

    /// `named`, or the one executable product whose main target depends on `SnapshotCommands` (the
    /// library product, or the target in this package itself).
    static func snapshotProduct(named: String?, in package: Package) throws -> String {
        let executables = package.products.compactMap { $0 as? ExecutableProduct }
        if let named {
            guard executables.contains(where: { $0.name == named }) else {
                throw PluginFailure("no executable product \(named); the package has \(executables.map(\.name).sorted().joined(separator: ", "))")
            }
            return named
        }
        let candidates = executables.filter { product in
            product.mainTarget.dependencies.contains { dependency in
                switch dependency {
                case .product(let library): return library.name == "SnapshotCommands"
                case .target(let target): return target.name == "SnapshotCommands"
                @unknown default: return false
                }
            }
        }.map(\.name).sorted()
        guard candidates.count == 1 else {
            throw PluginFailure(candidates.isEmpty
                ? "no executable product depends on SnapshotCommands; add one whose main.swift calls SnapshotCommandLine.main (README, \"Use it in your package\")"
                : "several snapshot programs (\(candidates.joined(separator: ", "))); choose one with --product NAME")
        }
        return candidates[0]
    }
}

/// Why the plugin stopped.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
