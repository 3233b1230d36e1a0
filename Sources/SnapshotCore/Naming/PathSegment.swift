/// Turns any name into one safe folder or file name.
///
/// The result uses only `A-Z a-z 0-9 . _ -`, never starts with a dot (so it is never `.`, `..` or
/// hidden), never contains `..`, is at most 100 characters and is never empty. The mapping is
/// stable: the same name always gives the same segment.
public enum PathSegment {
    /// The longest segment produced.
    public static let maximumLength = 100

    /// The safe form of `name`: every other character becomes `-`, runs of `-` and `.` shrink to one,
    /// leading dots and dashes go, and an empty result becomes `_`.
    public static func sanitise(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let character = isAllowed(scalar) ? Character(scalar) : "-"
            if (character == "-" || character == "."), result.last == character { continue }
            result.append(character)
        }
        while let first = result.first, first == "." || first == "-" { result.removeFirst() }
        if result.count > maximumLength { result = String(result.prefix(maximumLength)) }
        while let last = result.last, last == "." || last == "-" { result.removeLast() }
        return result.isEmpty ? "_" : result
    }

    /// True when `name` is already its own safe form.
    public static func isSafe(_ name: String) -> Bool { sanitise(name) == name }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": return true
        default: return false
        }
    }
}
