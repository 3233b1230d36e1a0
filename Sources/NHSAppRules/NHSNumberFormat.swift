import Audits

/// The display form of NHS numbers.
public enum NHSNumberFormat {
    /// True for exactly ten ASCII digits grouped 3-3-4 with single spaces: `485 777 3456`.
    public static func isThreeThreeFour(_ text: String) -> Bool {
        let groups = text.split(separator: " ", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [3, 3, 4] else { return false }
        return groups.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
