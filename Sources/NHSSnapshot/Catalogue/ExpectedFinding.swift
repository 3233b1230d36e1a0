/// An audit finding a scenario triggers on purpose; if it does not occur, that is a failure.
public struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    /// The audit rule's identifier, for example `content.campaign-title-length`.
    public let rule: String
    /// The element it concerns (an accessibility label), or `nil` for any element.
    public let element: String?

    /// An expected finding of `rule`, optionally on one element.
    public init(rule: String, element: String? = nil) {
        self.rule = rule
        self.element = element
    }

    /// `rule` or `rule on "element"`.
    public var description: String {
        element.map { "\(rule) on \"\($0)\"" } ?? rule
    }
}
