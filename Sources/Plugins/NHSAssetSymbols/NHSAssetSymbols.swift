import Foundation
import PackagePlugin

/// A build plugin that writes Xcode's asset symbols for a target's asset catalogs, so screen code
/// written for iOS 17 — `Image(.welcomeBadge)`, `Color(.brandAccent)`, `.foregroundStyle(.brandAccent)`
/// — compiles here: every `.xcassets` folder in the target's folder, through its groups. Add it to
/// a target whose catalogs are its resources (`.process("Media.xcassets")`):
/// `plugins: [.plugin(name: "NHSAssetSymbols", package: "nhs-app-snapshots")]`.
@main
struct NHSAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let catalogs = Self.catalogs(of: files)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        return [.buildCommand(
            displayName: "Writing asset symbols for \(target.name)",
            executable: try context.tool(named: "AssetSymbolsTool").url,
            arguments: ["--output", output.path] + catalogs.map(\.path),
            inputFiles: files.filter { file in catalogs.contains { file.path.hasPrefix($0.path) } },
            outputFiles: [output])]
    }

    /// The `.xcassets` folders the target's files are in (or are), in path order.
    static func catalogs(of files: [URL]) -> [URL] {
        var found = Set<String>()
        for file in files {
            var components: [String] = []
            for component in file.standardizedFileURL.pathComponents {
                components.append(component)
                if component.hasSuffix(".xcassets") {
                    found.insert(NSString.path(withComponents: components))
                    break
                }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}
