import Foundation
import Testing
@testable import ViewKit

/// `Color(_:bundle:)` reads the colour sets in a bundle's resources (a package's `.xcassets`
/// catalog, which SwiftPM copies into the bundle as it is), before the colours registered by name.
@Suite struct BundleColorsTests {
    /// A folder that stands in for a package's resource bundle, with `sets` (name: Contents.json
    /// text) in `Media.xcassets/Brand/`.
    static func bundle(_ sets: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("BundleColorsTests-\(UUID().uuidString).resources")
        let group = folder.appendingPathComponent("Media.xcassets").appendingPathComponent("Brand")
        for (name, contents) in sets {
            let set = group.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        return try #require(Bundle(path: folder.path))
    }

    static let teal = NamedColorsTests.colorset("""
        { "idiom": "universal", "color": { "color-space": "srgb", "components": { "red": "0x00", "green": "0x80", "blue": "0x80", "alpha": "1.000" } } },
        { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "idiom": "universal",
          "color": { "color-space": "srgb", "components": { "red": "0.000", "green": "0.750", "blue": "0.750", "alpha": "1.000" } } }
        """)

    @Test func aBundlesColourSetIsReadInBothSchemes() throws {
        let bundle = try Self.bundle(["BundleTeal": String(decoding: Self.teal, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let teal = Color("BundleTeal", bundle: bundle)
        #expect(teal.resolve(in: .light) == Color.Resolved(hex: 0x008080))
        #expect(teal.resolve(in: .dark) == Color.Resolved(red: 0, green: 0.75, blue: 0.75))
        // Not registered by name: without the bundle it is clear, as a colour no catalog has.
        #expect(Color("BundleTeal") == .clear)
        #expect(Color("BundleTeal", bundle: .main) == .clear)
    }

    @Test func theBundleComesFirstThenTheRegisteredColours() throws {
        NamedColors.register(Color(hex: 0x111111), named: "BundleTestShared")
        NamedColors.register(Color(hex: 0x222222), named: "BundleTestRegisteredOnly")
        let bundle = try Self.bundle(["BundleTestShared": String(decoding: Self.teal, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        #expect(Color("BundleTestShared", bundle: bundle).light == Color.Resolved(hex: 0x008080))
        #expect(Color("BundleTestRegisteredOnly", bundle: bundle) == Color(hex: 0x222222))
        #expect(Color("BundleTestNowhere", bundle: bundle) == .clear)
        // UIKit's form: nil where SwiftUI's is clear.
        #expect(UIColor(named: "BundleTestShared", in: bundle, compatibleWith: nil)?.color.light == Color.Resolved(hex: 0x008080))
        #expect(UIColor(named: "BundleTestRegisteredOnly")?.color == Color(hex: 0x222222))
        #expect(UIColor(named: "BundleTestNowhere", in: bundle, compatibleWith: nil) == nil)
        #expect(UIColor(named: "BundleTestNowhere") == nil)
    }

    @Test func aNamespaceGroupPrefixesItsColoursNames() throws {
        let bundle = try Self.bundle(["BundleNamespaced": String(decoding: Self.teal, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let group = try #require(bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("Media.xcassets/Brand")
        try Data(#"{ "properties": { "provides-namespace": true } }"#.utf8).write(to: group.appendingPathComponent("Contents.json"))
        #expect(Color("Brand/BundleNamespaced", bundle: bundle).light == Color.Resolved(hex: 0x008080))
        #expect(Color("BundleNamespaced", bundle: bundle) == .clear)
    }

    @Test func anUnreadableColourSetDrawsClearAndTheOthersStillRead() throws {
        let bundle = try Self.bundle(["BundleBroken": "{ \"colors\": 3 }", "BundleGood": String(decoding: Self.teal, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        #expect(Color("BundleBroken", bundle: bundle) == .clear)
        #expect(Color("BundleGood", bundle: bundle).light == Color.Resolved(hex: 0x008080))
        // The strict reader names the file.
        let folder = try #require(bundle.resourceURL ?? bundle.bundleURL)
        #expect(throws: NamedColorError.self) { try NamedColors.loadColorsets(in: folder) }
    }
}
