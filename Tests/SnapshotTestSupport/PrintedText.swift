import Foundation

/// Collects printed text across threads.
public final class PrintedText: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""

    /// Nothing printed yet.
    public init() {}

    /// Adds `more` and a newline.
    public func append(_ more: String) { lock.lock(); text += more + "\n"; lock.unlock() }

    /// Everything printed so far.
    public var value: String { lock.lock(); defer { lock.unlock() }; return text }
}
