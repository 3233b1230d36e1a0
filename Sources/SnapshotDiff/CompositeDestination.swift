import DiffReports
import Foundation
import ImageCodecs

/// Where `--diff-out` puts composites: one PNG file (two files compared), or a folder that
/// receives `<relative path without extension>.composite.png` for each image that differs.
enum CompositeDestination: Hashable, Sendable {
    /// A single composite file.
    case file(URL)
    /// A folder of composites.
    case folder(URL)

    /// A path ending in `.png` that is not an existing folder names a file; anything else a folder.
    init(_ path: String, workingDirectory: URL) {
        let url = DiffCommand.resolve(path, workingDirectory)
        if path.lowercased().hasSuffix(".png") && !DiffCommand.isFolder(url) {
            self = .file(url)
        } else {
            self = .folder(url)
        }
    }

    /// The file name suffix of composites written into a folder.
    static let suffix = ".composite.png"

    /// Writes the composite of every entry that has one (each atomically) and returns them by entry name.
    func write(_ run: DiffRun) throws(DiffError) -> [String: URL] {
        let withComposites = run.report.entries.compactMap { entry in
            run.artefacts[entry.name]?.composite.map { (entry.name, $0) }
        }
        var written: [String: URL] = [:]
        for (name, data) in withComposites {
            let url: URL
            switch self {
            case .file(let file):
                guard withComposites.count == 1 else {
                    throw DiffError("--diff-out \(file.path) names one file, but \(withComposites.count) images differ; give a folder")
                }
                url = file
            case .folder(let folder):
                url = folder.appendingPathComponent(Self.fileName(for: name))
            }
            do { try AtomicFile.write(data, to: url) } catch {
                throw DiffError("cannot write the composite \(url.path): \(error)")
            }
            written[name] = url
        }
        return written
    }

    /// `Card/x.png` → `Card/x.composite.png`.
    static func fileName(for name: String) -> String {
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        return stem + suffix
    }
}
