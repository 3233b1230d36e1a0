/// Why a ``Bitmap`` could not be made from the values given.
public struct BitmapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A sentence naming the values and what is wrong with them.
    public let message: String

    /// An error with its explanation.
    public init(_ message: String) {
        self.message = message
    }

    /// The explanation.
    public var description: String { message }
}
