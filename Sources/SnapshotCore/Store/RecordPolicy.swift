/// When goldens are written, as in swift-snapshot-testing: a named policy with an environment override.
public enum RecordPolicy: String, CaseIterable, Hashable, Sendable {
    /// Write every golden, replacing what is there.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Write goldens that do not exist or do not match (the mismatch is still reported).
    case failed
    /// Never write; a missing golden is a failure. The default on CI.
    case never

    /// The environment variable that sets the policy: `NHS_SNAPSHOTS_RECORD=all|missing|failed|never`.
    public static let environmentVariable = "NHS_SNAPSHOTS_RECORD"

    /// The policy for `environment`: `NHS_SNAPSHOTS_RECORD` when set, otherwise `never` when `CI`
    /// is set (to anything but empty, `0` or `false`), otherwise `missing`.
    /// Throws when `NHS_SNAPSHOTS_RECORD` holds something else.
    public static func resolved(environment: [String: String]) throws -> RecordPolicy {
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let policy = RecordPolicy(rawValue: value.lowercased()) else {
                throw RecordPolicyError.unknown(value)
            }
            return policy
        }
        return isCI(environment) ? .never : .missing
    }

    /// True when `environment` says this is a CI run.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }
}

/// An unreadable record policy.
public enum RecordPolicyError: Error, Equatable, CustomStringConvertible {
    /// The environment variable holds an unknown value.
    case unknown(String)

    /// A message naming the value and the choices.
    public var description: String {
        switch self {
        case .unknown(let value):
            return "\(RecordPolicy.environmentVariable)=\"\(value)\" is not one of "
                + RecordPolicy.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
