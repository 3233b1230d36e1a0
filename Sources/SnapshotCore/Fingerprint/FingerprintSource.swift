import Foundation

/// The renderer's environment fingerprint (library versions, font hashes) as text, and how to
/// describe the change between two of them: the seam for the raster's `RendererFingerprint`.
public struct FingerprintSource: Sendable {
    private let currentText: @Sendable () throws -> String?
    private let compare: @Sendable (_ stored: String, _ current: String) -> [String]

    /// A source: `current` gives this machine's fingerprint text (`nil` when unknown) and
    /// `differences` lists each change from a stored text, for example `Pango 1.50.12 → 1.52.0`.
    public init(current: @escaping @Sendable () throws -> String?,
                differences: @escaping @Sendable (_ stored: String, _ current: String) -> [String]
                    = FingerprintSource.lineDifferences) {
        self.currentText = current
        self.compare = differences
    }

    /// This machine's fingerprint text, or `nil` when the renderer cannot tell.
    public func current() throws -> String? { try currentText() }

    /// The changes from `stored` to `current`; empty when they agree.
    public func differences(stored: String, current: String) -> [String] { compare(stored, current) }

    /// A source that knows no fingerprint; verification skips the check and says so.
    public static let unknown = FingerprintSource(current: { nil })

    /// Compares texts of `name: value` lines (or `name value`): `name old → new`, `name added`
    /// (`new`), `name removed`; other lines that differ are listed as they are.
    public static func lineDifferences(stored: String, current: String) -> [String] {
        let before = entries(stored), after = entries(current)
        var changes: [String] = []
        for (name, old) in before {
            if let new = after.first(where: { $0.name == name })?.value {
                if new != old { changes.append("\(name) \(old) → \(new)") }
            } else {
                changes.append("\(name) removed (was \(old))")
            }
        }
        for (name, new) in after where !before.contains(where: { $0.name == name }) {
            changes.append("\(name) added (\(new))")
        }
        return changes
    }

    private static func entries(_ text: String) -> [(name: String, value: String)] {
        text.split(whereSeparator: \.isNewline).compactMap { raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
            if let colon = line.range(of: ": ") {
                return (String(line[..<colon.lowerBound]), String(line[colon.upperBound...]))
            }
            if let space = line.firstIndex(of: " ") {
                return (String(line[..<space]), String(line[line.index(after: space)...]).trimmingCharacters(in: .whitespaces))
            }
            return (line, "")
        }
    }
}
