// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// The NHS App card snapshot renderer: a SwiftUI-compatible view kit with the NHS cards,
/// a layout engine, a Cairo + Pango raster backend, snapshot matrices and a pixel-diff tool.
let package = Package(
    name: "NHSAppSnapshots",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NHSAppUI", targets: ["NHSAppUI"]),
        // Stand-ins for Apple's WebKit and SafariServices, so `import WebKit` in screen code stays.
        .library(name: "WebKit", targets: ["WebKit"]),
        .library(name: "SafariServices", targets: ["SafariServices"]),
        // Stand-ins for MapKit's SwiftUI map and Core Location's coordinates (MapKit re-exports it).
        .library(name: "MapKit", targets: ["MapKit"]),
        // Swift Charts: marks, scales, axes and legends drawn with the view kit.
        .library(name: "Charts", targets: ["Charts"]),
        // The Accessibility framework's chart descriptors (audio graphs), kept.
        .library(name: "Accessibility", targets: ["Accessibility"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        // UIKit's name for the view kit's UIKit stand-ins, so `import UIKit` beside SwiftUI stays.
        .library(name: "UIKit", targets: ["UIKit"]),
        // PhotosUI's picker, drawn as a button with its label, so `import PhotosUI` stays.
        .library(name: "PhotosUI", targets: ["PhotosUI"]),
        .library(name: "SnapshotCore", targets: ["SnapshotCore"]),
        .library(name: "NHSSnapshot", targets: ["NHSSnapshot"]),
        .library(name: "SnapshotCommands", targets: ["SnapshotCommands"]),
        .library(name: "NHSSnapshotTesting", targets: ["NHSSnapshotTesting"]),
        .library(name: "PixelDiff", targets: ["PixelDiff"]),
        .executable(name: "nhs-snapshots", targets: ["SnapshotCLI"]),
        .executable(name: "nhs-snapshots-diff", targets: ["SnapshotDiffCLI"]),
        .plugin(name: "NHSSnapshotsPlugin", targets: ["NHSSnapshotsPlugin"]),
        .plugin(name: "NHSAssetSymbols", targets: ["NHSAssetSymbols"]),
        .executable(name: "nhs-asset-symbols", targets: ["AssetSymbolsTool"]),
    ],
    targets: [
        // C system libraries, found with pkg-config; Scripts/setup.sh installs them.
        .systemLibrary(
            name: "CPangoCairo", path: "Sources/CLibraries/CPangoCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CLibraries/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CSPNG", path: "Sources/CLibraries/CSPNG", pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]),
        .systemLibrary(
            name: "CDeflate", path: "Sources/CLibraries/CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CJPEG", path: "Sources/CLibraries/CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // setjmp-based error recovery for libpng and libjpeg-turbo, which Swift cannot do itself.
        .target(
            name: "CCodecShims", dependencies: ["CPNG", "CJPEG"], path: "Sources/CLibraries/CCodecShims",
            linkerSettings: [.linkedLibrary("z")]),
        // The raster's C helpers: the pixman version for the renderer fingerprint, and Cairo's rows
        // to RGBA with the widest byte shuffle the processor has. Apart from CCodecShims so that
        // only the raster links pixman, and the diff program (codecs only) does not.
        .target(
            name: "CRasterShims", path: "Sources/CLibraries/CRasterShims",
            linkerSettings: [.linkedLibrary("pixman-1")]),
        // The C allocator's settings for the command line's long runs (large blocks kept for reuse).
        .target(name: "CProcessShims", path: "Sources/CLibraries/CProcessShims"),

        // The bottom of the house, Foundation only. The one bitmap (straight RGBA8, its one
        // validation), which codecs, raster, audits, pixel diff and snapshots all pass around.
        .target(name: "Bitmaps"),
        // The values the view kit and the display list share (reading direction, text alignment,
        // accessibility traits), declared once so the two need not import each other.
        .target(name: "SharedValues"),
        // Main-actor code (view bodies, their actions) run on the main thread from any thread,
        // and waits that keep the main thread serving it while they block.
        .target(name: "MainActorWork"),

        // Renderer-free values: the display list and the text-measuring protocol.
        .target(name: "Drawing", dependencies: ["SharedValues"]),
        // The SwiftUI-compatible view kit: View, ViewBuilder, primitives, modifiers, environment.
        .target(name: "ViewKit", dependencies: ["SharedValues", "MainActorWork", "PreviewMacros"]),
        // WebKit's web view and SafariServices' Safari controller as UIKit stand-ins (drawn as
        // placeholders), in modules of Apple's names; WebKit reads URLRequest from FoundationNetworking.
        .target(name: "WebKit", dependencies: ["ViewKit"]),
        .target(name: "SafariServices", dependencies: ["ViewKit"]),
        .target(name: "CoreLocation"),
        .target(name: "MapKit", dependencies: ["ViewKit", "CoreLocation"]),
        .target(name: "Charts", dependencies: ["ViewKit"]),
        .target(name: "Accessibility", dependencies: ["ViewKit"]),
        .target(name: "UIKit", dependencies: ["ViewKit"]),
        .target(name: "PhotosUI", dependencies: ["ViewKit"]),
        // The compiler plugin of `#Preview` and `@Previewable` (both expand to nothing), written
        // against the compiler's plugin protocol, without swift-syntax.
        .macro(name: "PreviewMacros"),
        // The NHS components and tokens, written in the view-kit dialect.
        .target(name: "NHSAppUI", dependencies: ["ViewKit", "SharedValues"]),
        // Evaluates views in an environment, sizes and places them, emits a display list.
        .target(name: "LayoutEngine", dependencies: ["ViewKit", "Drawing", "MainActorWork"]),
        // PNG and JPEG codecs from and to `Bitmap`, image files and atomic writes: the raster's edge that
        // needs no font or drawing library, so that comparing two PNGs loads neither.
        .target(name: "ImageCodecs", dependencies: ["Bitmaps", "CPNG", "CSPNG", "CDeflate", "CJPEG", "CCodecShims"]),
        // The Renderer (font stack, text engine, caches, scratch) and its Cairo + Pango drawing of a
        // display list, the Pango text measurer.
        // Its run-time files are resources (found through Bundle.module): the pinned fonts.conf and
        // the licensed photographs with their licence file.
        .target(
            name: "Raster", dependencies: ["Bitmaps", "Drawing", "SharedValues", "ImageCodecs", "CPangoCairo", "CPNG", "CSPNG", "CDeflate", "CJPEG", "CCodecShims",
                                        "CRasterShims"],
            resources: [.copy("Resources/fonts"), .copy("Resources/Photos")]),
        // Accessibility snapshots and the general design audits over the display list: no C, no I/O.
        .target(name: "Audits", dependencies: ["Bitmaps", "Drawing"]),
        // The NHS cards' spec and content rules, beside the cards whose annotation keys they read.
        .target(name: "NHSAppRules", dependencies: ["Audits", "Drawing", "NHSAppUI"]),
        // Comparison of RGBA buffers: no C, no I/O.
        .target(name: "PixelDiff", dependencies: ["Bitmaps"]),
        // Folder and file comparison on top of PixelDiff, and the HTML/Markdown/JSON/JUnit reports.
        .target(name: "DiffReports", dependencies: ["Bitmaps", "PixelDiff"]),
        // Command-line options: definitions, parsing, help text, usage errors.
        .target(name: "ArgumentParsing"),
        // The `diff` and `report` commands: PNG files through ImageCodecs into DiffReports.
        .target(name: "SnapshotDiff", dependencies: ["Bitmaps", "DiffReports", "PixelDiff", "ImageCodecs", "ArgumentParsing"]),
        // The snapshot core: strategies as values (`Snapshotting`, `Diffing`), the golden store and
        // its naming, record policy and lock, outcomes, failure artefacts, the renderer fingerprint.
        // Knows nothing of views, devices or the raster: only files (ImageCodecs' atomic writes).
        .target(name: "SnapshotCore", dependencies: ["ImageCodecs", "MainActorWork"]),
        // View snapshots: devices, the matrix, scenarios and their catalogue, `render`, the image and
        // accessibility-text goldens of a cell, audits wiring, sessions, contact sheets and gallery.
        .target(
            name: "NHSSnapshot",
            dependencies: ["SnapshotCore", "Bitmaps", "SharedValues", "NHSAppUI", "NHSAppRules", "ViewKit", "LayoutEngine", "Drawing",
                           "Raster", "ImageCodecs", "PixelDiff", "DiffReports", "Audits"]),
        // The commands: parsing (the only module that knows ArgumentParsing and the diff command),
        // commands as values, running them, progress, `SnapshotCommandLine` for a package's own CLI.
        .target(
            name: "SnapshotCommands",
            dependencies: ["SnapshotCore", "NHSSnapshot", "Bitmaps", "ViewKit", "Raster", "ImageCodecs", "PixelDiff", "DiffReports",
                           "Audits", "ArgumentParsing", "SnapshotDiff", "CProcessShims"]),
        // The built-in scenarios, written with the public API only.
        .target(name: "Catalogue", dependencies: ["NHSAppUI", "NHSAppRules", "NHSSnapshot", "LayoutEngine", "Audits", "ViewKit"]),
        // assertSnapshot helpers for XCTest and Swift Testing.
        .target(name: "NHSSnapshotTesting", dependencies: ["SnapshotCore", "NHSSnapshot", "ViewKit", "Audits"]),
        // The thin command line.
        .executableTarget(name: "SnapshotCLI", dependencies: ["SnapshotCommands", "Catalogue"]),
        // `nhs-snapshots diff` alone, without the raster's font and drawing libraries: starts in a
        // few milliseconds, for scripts that compare many files.
        .executableTarget(name: "SnapshotDiffCLI", dependencies: ["SnapshotDiff"]),
        // `swift package nhs-snapshots <command>`: builds the package's executable that hands its
        // scenarios to SnapshotCommandLine (our nhs-snapshots, or a user's) and runs the command.
        .plugin(
            name: "NHSSnapshotsPlugin",
            capability: .command(
                intent: .custom(verb: "nhs-snapshots", description: "Run an nhs-snapshots command over this package's scenarios"),
                permissions: [.writeToPackageDirectory(reason: "record writes goldens to Snapshots/ and the commands write to Output/")]),
            path: "Sources/Plugins/NHSSnapshotsPlugin"),
        // Xcode's asset symbols (`ImageResource.hero`, `ColorResource.brandAccent`) for a target's
        // `.xcassets` catalogs: the names and the source, the program, and the build plugin that runs it.
        .target(name: "AssetSymbols", dependencies: ["SharedValues"]),
        .executableTarget(name: "AssetSymbolsTool", dependencies: ["AssetSymbols"]),
        .plugin(name: "NHSAssetSymbols", capability: .buildTool(), dependencies: ["AssetSymbolsTool"],
                path: "Sources/Plugins/NHSAssetSymbols"),
        // The raster benchmark behind Scripts/bench-raster.sh.
        .executableTarget(name: "RasterBench", dependencies: ["Bitmaps", "Raster", "ImageCodecs", "Drawing"], path: "Scripts/RasterBench"),
        // The layout benchmark behind Scripts/bench-layout.sh.
        .executableTarget(name: "LayoutBench", dependencies: ["NHSSnapshot", "NHSAppUI", "ViewKit", "LayoutEngine", "Raster", "ImageCodecs", "SnapshotCore", "Charts"], path: "Scripts/LayoutBench"),

        .testTarget(name: "BitmapsTests", dependencies: ["Bitmaps"]),
        .testTarget(name: "MainActorWorkTests", dependencies: ["MainActorWork"]),
        .testTarget(name: "SharedValuesTests", dependencies: ["SharedValues", "Drawing", "ViewKit"]),
        // Helpers the codec and raster test targets share: JPEG fixtures, results collected across threads.
        .target(name: "CodecTestSupport", dependencies: ["CJPEG"], path: "Tests/CodecTestSupport"),
        .testTarget(name: "ImageCodecsTests", dependencies: ["ImageCodecs", "Bitmaps", "CPNG", "CJPEG", "CDeflate", "CodecTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing"]),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"]),
        .testTarget(name: "ViewKitTests", dependencies: ["ViewKit", "NHSAppUI"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "ViewKit", "NHSAppUI", "Drawing", "Raster", "MainActorWork", "Audits", "WebKit", "SafariServices", "MapKit", "Charts", "Accessibility", "PhotosUI"]),
        .testTarget(name: "RasterTests", dependencies: ["Bitmaps", "Raster", "ImageCodecs", "Drawing", "CPNG", "CJPEG", "CDeflate", "CodecTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PixelDiffTests", dependencies: ["Bitmaps", "PixelDiff"], exclude: ["Fixtures", "Benchmark"]),
        // The audit tests' shared harness: views laid out with the fake measurer, audited with given checks.
        .target(name: "AuditTestSupport", dependencies: ["Audits", "Drawing", "LayoutEngine", "NHSAppUI"], path: "Tests/AuditTestSupport"),
        .testTarget(name: "AuditsTests", dependencies: ["Audits", "AuditTestSupport", "Bitmaps", "Drawing", "LayoutEngine", "NHSAppUI"]),
        .testTarget(name: "NHSAppRulesTests", dependencies: ["NHSAppRules", "AuditTestSupport", "Audits", "Drawing", "LayoutEngine", "NHSAppUI"]),
        .testTarget(name: "DiffReportsTests", dependencies: ["Bitmaps", "DiffReports", "PixelDiff"]),
        .testTarget(name: "NHSAppUITests", dependencies: ["NHSAppUI", "NHSAppRules", "NHSSnapshot", "SnapshotCore", "Drawing", "LayoutEngine", "Catalogue", "Audits", "ViewKit", "Raster"]),
        // Helpers the snapshot test targets share: temporary folders, child processes, fake backends, PNG fixtures.
        .target(
            name: "SnapshotTestSupport",
            dependencies: ["SnapshotCore", "NHSSnapshot", "SnapshotCommands", "SnapshotDiff", "NHSAppUI", "Drawing", "ViewKit", "Bitmaps"],
            path: "Tests/SnapshotTestSupport"),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["SnapshotCore", "ImageCodecs", "Bitmaps", "SnapshotTestSupport"]),
        .testTarget(
            name: "NHSSnapshotTests",
            dependencies: ["NHSSnapshot", "SnapshotCore", "NHSSnapshotTesting", "NHSAppUI", "NHSAppRules", "ViewKit", "Drawing", "Raster",
                           "Bitmaps", "ImageCodecs", "Audits", "PixelDiff", "DiffReports", "Catalogue", "SnapshotTestSupport"]),
        .testTarget(
            name: "SnapshotCommandsTests",
            dependencies: ["SnapshotCommands", "NHSSnapshot", "NHSSnapshotTesting", "Catalogue", "SnapshotCore", "ViewKit", "NHSAppUI", "Raster",
                           "ImageCodecs", "Bitmaps", "Audits", "ArgumentParsing", "DiffReports", "PixelDiff", "SnapshotDiff",
                           "SnapshotTestSupport"]),
        .testTarget(
            name: "NHSSnapshotTestingTests",
            dependencies: ["NHSSnapshotTesting", "NHSSnapshot", "SnapshotCore", "ViewKit", "NHSAppUI", "NHSAppRules", "Audits", "Drawing", "Catalogue",
                           "Raster", "ImageCodecs", "Bitmaps", "SnapshotTestSupport"]),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"]),
        .testTarget(
            name: "SnapshotDiffTests",
            dependencies: ["SnapshotDiff", "DiffReports", "PixelDiff", "ImageCodecs", "Bitmaps", "ArgumentParsing", "SnapshotTestSupport"]),
        .testTarget(
            name: "CatalogueTests",
            dependencies: ["Catalogue", "NHSSnapshot", "NHSSnapshotTesting", "SnapshotCore", "ViewKit", "NHSAppUI", "NHSAppRules", "Audits",
                           "SnapshotTestSupport"]),
    ]
)

// libFuzzer harnesses (Scripts/Fuzz/, run by Scripts/fuzz.sh with -sanitize=fuzzer,address). Declared only
// when NHS_FUZZ=1, so `swift build` and `swift test` never build them (libFuzzer supplies `main`).
if Context.environment["NHS_FUZZ"] == "1" {
    let harnesses: [(String, [Target.Dependency])] = [
        ("FuzzPNG", ["Bitmaps", "ImageCodecs", "FuzzSupport"]),
        ("FuzzJPEG", ["ImageCodecs", "FuzzSupport"]),
        ("FuzzCompare", ["Bitmaps", "PixelDiff", "FuzzSupport"]),
        ("FuzzReports", ["DiffReports", "PixelDiff", "FuzzSupport"]),
        ("FuzzArguments", ["ArgumentParsing", "SnapshotDiff", "SnapshotCommands", "FuzzSupport"]),
    ]
    package.targets.append(.target(name: "FuzzSupport", path: "Scripts/Fuzz/FuzzSupport"))
    package.targets.append(.executableTarget(name: "FuzzSeeds", dependencies: ["Bitmaps", "ImageCodecs", "CDeflate", "CJPEG"], path: "Scripts/Fuzz/FuzzSeeds"))
    for (name, dependencies) in harnesses {
        package.targets.append(.executableTarget(name: name, dependencies: dependencies, path: "Scripts/Fuzz/\(name)"))
    }
}
