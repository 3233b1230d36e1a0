/// The process exit status a diff maps to.
public enum DiffExitCode: Int32, Sendable, Codable, CaseIterable {
    /// Every image matches.
    case match = 0
    /// Something was added, removed or changed.
    case differ = 1
    /// Bad usage or input (see ``DiffError``).
    case inputError = 2
}
