nonisolated extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`: `.vertical`, `.horizontal` or both.
    public nonisolated struct Set: OptionSet, Hashable, Sendable {
        /// Bits.
        public let rawValue: Int8
        /// From bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Left to right.
        public static let horizontal = Set(rawValue: 1)
        /// Top to bottom.
        public static let vertical = Set(rawValue: 2)
    }
}
