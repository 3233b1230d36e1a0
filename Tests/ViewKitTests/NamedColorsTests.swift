import Foundation
import Testing
import ViewKit

/// `Color("Name")` reads colours registered by name, as an app's asset catalog holds them.
@Suite struct NamedColorsTests {
    static func colorset(_ entries: String) -> Data { Data("{ \"colors\": [\(entries)], \"info\": { \"version\": 1 } }".utf8) }

    static let brand = """
        { "idiom": "universal", "color": { "color-space": "srgb",
          "components": { "red": "0x00", "green": "0x5E", "blue": "0xB8", "alpha": "1.000" } } },
        { "appearances": [ { "appearance": "luminosity", "value": "dark" } ], "idiom": "universal",
          "color": { "color-space": "srgb", "components": { "red": "65", "green": "182", "blue": "230", "alpha": "0.500" } } },
        { "appearances": [ { "appearance": "contrast", "value": "high" } ], "idiom": "universal",
          "color": { "color-space": "srgb", "components": { "red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1.000" } } }
        """

    @Test func aColourSetGivesItsLightAndDarkValues() throws {
        let color = try NamedColors.colorset(Self.colorset(Self.brand), file: "Brand.colorset/Contents.json")
        #expect(color.light == Color.Resolved(hex: 0x005eb8))
        #expect(color.dark == Color.Resolved(hex: 0x41b6e6, opacity: 0.5))
        // Without a dark appearance, dark is the light value; a grey is given as white.
        let grey = try NamedColors.colorset(Self.colorset("""
            { "idiom": "universal", "color": { "color-space": "gray-gamma-22", "components": { "white": "0.500", "alpha": "1.000" } } }
            """), file: "Grey")
        #expect(grey.light == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5) && grey.dark == grey.light)
    }

    @Test func aBadColourSetIsAnErrorNamingItsFile() {
        #expect(throws: NamedColorError.self) { try NamedColors.colorset(Data("[]".utf8), file: "Broken.colorset") }
        do {
            _ = try NamedColors.colorset(Self.colorset("""
                { "idiom": "universal", "color": { "components": { "red": "lots", "green": "0", "blue": "0" } } }
                """), file: "Odd.colorset/Contents.json")
            Issue.record("no error")
        } catch {
            #expect("\(error)" == "Odd.colorset/Contents.json: component \"red\" is \"lots\", not a number")
        }
    }

    @Test func aCatalogsColourSetsAreRegisteredByName() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("NamedColorsTests-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let set = catalog.appendingPathComponent("Brand").appendingPathComponent("TestBrandBlue.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Self.colorset(Self.brand).write(to: set.appendingPathComponent("Contents.json"))
        #expect(try NamedColors.loadColorsets(in: catalog) == ["TestBrandBlue"])
        #expect(Color("TestBrandBlue").resolve(in: .light) == Color.Resolved(hex: 0x005eb8))
        #expect(Color("TestBrandBlue").resolve(in: .dark) == Color.Resolved(hex: 0x41b6e6, opacity: 0.5))
        // A name nobody registered is clear, as iOS draws a colour its catalog lacks.
        #expect(Color("NoSuchColourAnywhere") == .clear)
        NamedColors.register(Color(hex: 0x123456), named: "TestRegistered")
        #expect(Color("TestRegistered", bundle: .main) == Color(hex: 0x123456))
    }
}
