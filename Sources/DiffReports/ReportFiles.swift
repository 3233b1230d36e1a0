import Foundation

/// File-system helpers for report folders.
enum ReportFiles {
    /// Writes `data` to `url` through a temporary file in the same folder and a rename, so a
    /// reader never sees half a file; creates missing folders.
    static func writeAtomically(_ data: Data, to url: URL) throws(DiffError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            throw DiffError("cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    /// The folder (relative to the report folder) holding an entry's images: the entry's path
    /// without its extension under `images/`, each component reduced to `A-Z a-z 0-9 . _ -`;
    /// when that changed anything, a hash of the original name keeps two names apart.
    static func imageFolder(for name: String) -> String {
        var components = name.split(separator: "/").map(String.init)
        if let last = components.last, let dot = last.lastIndex(of: "."), dot != last.startIndex {
            components[components.count - 1] = String(last[..<dot])
        }
        var changed = false
        var safe = components.map { component -> String in
            var result = ""
            for character in component {
                let isSafe = character.isASCII && (character.isLetter || character.isNumber || character == "." || character == "_" || character == "-")
                result.append(isSafe ? character : "_")
                if !isSafe { changed = true }
            }
            if result.isEmpty || result.allSatisfy({ $0 == "." }) {
                changed = true
                result = "_" + result.replacingOccurrences(of: ".", with: "_")
            }
            return result
        }
        if safe.isEmpty { safe = ["_"]; changed = true }
        if changed { safe[safe.count - 1] += "-" + fnv1a(name) }
        return "images/" + safe.joined(separator: "/")
    }

    /// FNV-1a, 64 bits, as 16 hex digits: a stable short hash (not for security).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
