/// The user's preferred text size: SwiftUI's twelve Dynamic Type categories.
public nonisolated enum DynamicTypeSize: String, CaseIterable, Hashable, Comparable, Sendable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the system default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large: the largest non-accessibility size.
    case xxxLarge
    /// Accessibility size 1.
    case accessibility1
    /// Accessibility size 2.
    case accessibility2
    /// Accessibility size 3.
    case accessibility3
    /// Accessibility size 4.
    case accessibility4
    /// Accessibility size 5: the largest.
    case accessibility5

    /// True for AX1…AX5.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Orders from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The position in `allCases`, 0 for xSmall.
    public var index: Int { DynamicTypeSize.allCases.firstIndex(of: self)! }

    /// A short stable name for files and labels: `xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1`…`AX5`.
    public var shortName: String {
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// Finds a size by its case name (`accessibility5`) or short name (`AX5`), ignoring case.
    public init?(named name: String) {
        let lowered = name.lowercased()
        guard let found = DynamicTypeSize.allCases.first(where: {
            $0.rawValue.lowercased() == lowered || $0.shortName.lowercased() == lowered
        }) else { return nil }
        self = found
    }
}
