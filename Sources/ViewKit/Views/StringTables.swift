import Foundation

/// Translations from string tables, as iOS looks up `Text`'s keys: a String Catalog
/// (`Localizable.xcstrings`, which SwiftPM on Linux copies into the bundle as it is) or a
/// `Localizable.strings` in an `.lproj` folder, for English as the snapshots' `en_GB` reads it
/// (`en-GB`, then `en`, then the catalog's source language or `Base`). A key given with a bundle
/// (`Text("welcome", bundle: .module)`) is looked up in that bundle's resources; a key given
/// without one (or with `.main`, which in a snapshot's program is not the app) in the folders loaded
/// with `load(folder:)`. A key no table has is shown as written, as iOS shows it.
public nonisolated enum LocalizedStrings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var mainFolders: [URL] = []
    nonisolated(unsafe) private static var tables: [TableKey: StringTable] = [:]

    private nonisolated struct TableKey: Hashable {
        let folder: URL
        let table: String
    }

    /// Looks up keys given without a bundle in `folder` too (an app's `Localizable.xcstrings` or
    /// `en.lproj`, anywhere under it), after the folders loaded before. Load before the views are made.
    public static func load(folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        let folder = folder.standardizedFileURL
        if !mainFolders.contains(folder) { mainFolders.append(folder) }
    }

    /// Forgets the folders loaded and the tables read.
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        mainFolders = []
        tables = [:]
    }

    /// Whether a key given with `bundle` could have a translation: a bundle other than the main
    /// one is given, or folders were loaded (a quick check before a key is formed).
    static func mayTranslate(bundle: Bundle?) -> Bool {
        if BundleFolder.of(bundle) != nil { return true }
        lock.lock()
        defer { lock.unlock() }
        return !mainFolders.isEmpty
    }

    /// The translation of `key` in table `table` (default `Localizable`) of `bundle` (nil or the
    /// main bundle: the loaded folders), with `count` choosing a plural variation; nil when no
    /// table has the key.
    public static func translation(of key: String, table: String? = nil, bundle: Bundle? = nil, count: Int? = nil) -> String? {
        let folders = BundleFolder.of(bundle).map { [$0] } ?? { lock.lock(); defer { lock.unlock() }; return mainFolders }()
        for folder in folders {
            if let value = stringTable(folder: folder, name: table ?? "Localizable").value(for: key, count: count) { return value }
        }
        return nil
    }

    /// The table `name` in `folder`, read once.
    private static func stringTable(folder: URL, name: String) -> StringTable {
        let key = TableKey(folder: folder, table: name)
        lock.lock()
        if let known = tables[key] { lock.unlock(); return known }
        lock.unlock()
        let table = StringTable.read(name, in: folder)
        lock.lock()
        tables[key] = table
        lock.unlock()
        return table
    }
}

/// One string table as read from a folder: a String Catalog's entries, or a `.strings` file's.
nonisolated struct StringTable {
    /// A catalog entry: its value (nil: the key is the source text) and its plural forms.
    nonisolated struct Entry {
        var value: String?
        var plural: [String: String] = [:]
    }

    var entries: [String: Entry] = [:]

    /// The value for `key`; `count` picks an English plural form (`one` for 1, else `other`).
    func value(for key: String, count: Int?) -> String? {
        guard let entry = entries[key] else { return nil }
        if !entry.plural.isEmpty {
            let category = count == 1 ? "one" : "other"
            if let form = entry.plural[category] ?? entry.plural["other"] { return form }
        }
        return entry.value ?? key
    }

    /// The preferred localizations, most wanted first.
    static let languages = ["en-GB", "en_GB", "en"]

    /// The table `name` under `folder`: its `name.xcstrings` if it has one, else its
    /// `name.strings` in the first of `en-GB.lproj`, `en_GB.lproj`, `en.lproj`, `Base.lproj`;
    /// files are looked for at any depth, the first in path order. Unreadable files give no entries.
    static func read(_ name: String, in folder: URL) -> StringTable {
        var catalogs: [URL] = []
        var stringsFiles: [String: URL] = [:]
        if let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            for case let url as URL in walker {
                if url.lastPathComponent == "\(name).xcstrings" { catalogs.append(url) }
                if url.lastPathComponent == "\(name).strings", url.deletingLastPathComponent().pathExtension == "lproj" {
                    let language = url.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                    if let known = stringsFiles[language], known.path < url.path { continue }
                    stringsFiles[language] = url
                }
            }
        }
        if let catalog = catalogs.min(by: { $0.path < $1.path }), let data = FileManager.default.contents(atPath: catalog.path) {
            return stringCatalog(data)
        }
        for language in languages + ["Base"] {
            if let file = stringsFiles[language], let data = FileManager.default.contents(atPath: file.path),
               let values = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: String] {
                return StringTable(entries: values.mapValues { Entry(value: $0) })
            }
        }
        return StringTable()
    }

    /// The entries of a String Catalog's JSON, in the preferred localization (else the source language's).
    static func stringCatalog(_ data: Data) -> StringTable {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else { return StringTable() }
        let source = root["sourceLanguage"] as? String ?? "en"
        var table = StringTable()
        for (key, raw) in strings {
            let localizations = (raw as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            guard let chosen = (languages + [source]).lazy.compactMap({ localizations[$0] as? [String: Any] }).first else {
                table.entries[key] = Entry(value: nil)
                continue
            }
            var entry = Entry(value: (chosen["stringUnit"] as? [String: Any])?["value"] as? String)
            let plural = (chosen["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
            for (category, form) in plural {
                if let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String {
                    entry.plural[category] = value
                }
            }
            table.entries[key] = entry
        }
        return table
    }
}
