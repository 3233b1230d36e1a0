/// Haptic feedback, as SwiftUI's `SensoryFeedback`. A snapshot is not felt: accepted, never played.
public nonisolated struct SensoryFeedback: Hashable, Sendable {
    private let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// Something started.
    public static let start = SensoryFeedback(name: "start")
    /// Something stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// An impact of the system's weight.
    public static let impact = SensoryFeedback(name: "impact")

    /// How heavy an impact feels.
    public nonisolated struct Weight: Hashable, Sendable {
        private let name: String
        /// Light.
        public static let light = Weight(name: "light")
        /// Medium.
        public static let medium = Weight(name: "medium")
        /// Heavy.
        public static let heavy = Weight(name: "heavy")
    }

    /// An impact of `weight` at `intensity` (0...1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

nonisolated extension View {
    /// Accepted; no feedback is played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Accepted; no feedback is played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { self }
}
