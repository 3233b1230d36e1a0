import Foundation
import Testing
@testable import ViewKit

/// `Text`'s keys translated by string tables: a bundle's String Catalog (`.xcstrings`, copied into
/// the bundle as it is) or `.lproj` strings files, in British English; keys no table has are shown
/// as written.
@Suite struct StringTableTests {
    /// A folder standing in for a package's resource bundle, holding `files` (relative path: text).
    static func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("string-tables-\(UUID().uuidString).resources")
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return try #require(Bundle(path: folder.path))
    }

    static let catalog = """
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
          "welcome_title" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back, %@" } } } },
          "Hello %@" : { },
          "%lld prescriptions" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld prescription" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld prescriptions" } } } } } } },
          "order %@ %@" : { "localizations" : { "en" : { "stringUnit" : { "value" : "%2$@ is ready for %1$@" } } } },
          "colour_word" : { "localizations" : { "en" : { "stringUnit" : { "value" : "color" } },
                                               "en-GB" : { "stringUnit" : { "value" : "**colour**" } } } }
        } }
        """

    @Test func aBundlesStringCatalogTranslatesKeysWithTheirValues() throws {
        let bundle = try Self.bundle(["Localizable.xcstrings": Self.catalog])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let name = "Sam"
        #expect(Text("welcome_title", bundle: bundle).content == "Welcome back, %@", "a specifier with no value stays")
        #expect(Text("Hello \(name)", bundle: bundle).content == "Hello Sam", "an entry with no translation is its key")
        let one = 1, three = 3
        #expect(Text("\(one) prescriptions", bundle: bundle).content == "1 prescription")
        #expect(Text("\(three) prescriptions", bundle: bundle).content == "3 prescriptions")
        let pharmacy = "Boots", item = "Your order"
        #expect(Text("order \(pharmacy) \(item)", bundle: bundle).content == "Your order is ready for Boots", "by position")
        // British English first; the translation's Markdown is styled.
        let colour = Text("colour_word", bundle: bundle)
        #expect(colour.content == "colour" && colour.runs.first?.attributes.isBold == true)
        // A key no table has, and the same keys without the bundle, are as written.
        #expect(Text("not in the table", bundle: bundle).content == "not in the table")
        #expect(Text("\(one) prescriptions").content == "1 prescriptions")
        #expect(String(localized: "colour_word", bundle: bundle) == "**colour**", "a string is not Markdown")
        #expect(String(localized: "missing.key", defaultValue: "Fallback", bundle: bundle) == "Fallback")
    }

    @Test func stringsFilesInLprojFoldersAreReadForBritishEnglishFirst() throws {
        let bundle = try Self.bundle([
            "en.lproj/Settings.strings": "/* US */\n\"title\" = \"Color settings\";\n\"only_en\" = \"From en\";\n",
            "en-GB.lproj/Settings.strings": "\"title\" = \"Colour settings for %@\";\n",
            "fr.lproj/Settings.strings": "\"title\" = \"Réglages\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
        let name = "Sam"
        #expect(Text("title", tableName: "Settings", bundle: bundle).content == "Colour settings for %@")
        #expect(Text("only_en", tableName: "Settings", bundle: bundle).content == "only_en", "one table: en-GB's")
        #expect(Text("title", bundle: bundle).content == "title", "not in Localizable")
        #expect(LocalizedStrings.translation(of: "title", table: "Settings", bundle: bundle) == "Colour settings for %@")
        _ = name
    }

    @Test func theLookupKeyIsSwiftUIs() {
        let name = "Sam", count = 2, dose = 2.5
        #expect(LocalizedStringKey("Hello \(name)").tableKey == "Hello %@")
        #expect(LocalizedStringKey("\(count) items").tableKey == "%lld items")
        #expect(LocalizedStringKey("\(dose) mg").tableKey == "%lf mg")
        #expect(LocalizedStringKey("\(dose, specifier: "%.1f") mg").tableKey == "%.1f mg")
        #expect(LocalizedStringKey("100% sure").tableKey == "100%% sure")
        #expect(LocalizedStringKey("\(Text("bold").bold()) word").tableKey == "%@ word")
    }

    @Test func aSpecifierWithNoValueOrNoConversionIsKeptAsWritten() {
        let pieces = LocalizedStringKey.pieces(of: "%@ and %@ at 50%% or 5%", values: [.verbatim("one", specifier: "%@", count: nil)])
        #expect(pieces.map(\.plainText).joined() == "one and %@ at 50% or 5%")
    }
}

/// Keys given without a bundle are looked up in the folders loaded; serialised, as it changes
/// what every such key finds (its keys are its own, so no other test's text changes).
@Suite(.serialized) struct LoadedStringTableTests {
    @Test func loadedFoldersTranslateKeysGivenWithoutABundle() throws {
        let bundle = try StringTableTests.bundle(["App/Resources/Localizable.xcstrings": """
            { "sourceLanguage" : "en", "strings" : {
              "loaded.button.save" : { "localizations" : { "en" : { "stringUnit" : { "value" : "Save changes" } } } } } }
            """])
        defer {
            LocalizedStrings.removeAll()
            try? FileManager.default.removeItem(at: bundle.bundleURL)
        }
        #expect(Text("loaded.button.save").content == "loaded.button.save")
        LocalizedStrings.load(folder: bundle.bundleURL)
        #expect(Text("loaded.button.save").content == "Save changes")
        #expect(Text("loaded.button.save", bundle: .main).content == "Save changes")
        #expect(String(localized: "loaded.button.save") == "Save changes")
    }
}
