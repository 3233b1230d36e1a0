// swift-tools-version:6.2
import PackageDescription

// A package of someone else's, made from README's "Use it in your package": it depends on this
// checkout by path. Tests/SnapshotCommandsTests/ConsumerPackageTests.swift copies it out of the
// checkout and rewrites the two names below to the checkout's path and folder name.
let snapshotsPath = "../../.."
let snapshotsPackage = "nhs-app-snapshots"

let package = Package(
    name: "MyCards",
    defaultLocalization: "en",
    dependencies: [.package(path: snapshotsPath)],
    targets: [
        .target(name: "MyCards", dependencies: [.product(name: "NHSAppUI", package: snapshotsPackage),
                                                .product(name: "WebKit", package: snapshotsPackage),
                                                .product(name: "SafariServices", package: snapshotsPackage),
                                                .product(name: "MapKit", package: snapshotsPackage),
                                                .product(name: "Charts", package: snapshotsPackage),
                                                .product(name: "Accessibility", package: snapshotsPackage),
                                                .product(name: "UIKit", package: snapshotsPackage),
                                                .product(name: "PhotosUI", package: snapshotsPackage)],
                resources: [.copy("Images"), .process("Media.xcassets"), .process("Localizable.xcstrings")],
                plugins: [.plugin(name: "NHSAssetSymbols", package: snapshotsPackage)]),
        // Main-actor isolation by default, as new Xcode 26 projects set it.
        .target(name: "MyScreens", dependencies: [.product(name: "NHSAppUI", package: snapshotsPackage)],
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(name: "my-snapshots",
                          dependencies: ["MyCards", .product(name: "NHSSnapshot", package: snapshotsPackage),
                                         .product(name: "SnapshotCommands", package: snapshotsPackage)]),
        .testTarget(name: "MyCardsTests",
                    dependencies: ["MyCards", "MyScreens", .product(name: "NHSAppUI", package: snapshotsPackage),
                                  .product(name: "NHSSnapshot", package: snapshotsPackage),
                                  .product(name: "NHSSnapshotTesting", package: snapshotsPackage)]),
    ]
)
