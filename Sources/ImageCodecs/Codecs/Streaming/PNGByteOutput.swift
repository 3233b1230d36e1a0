import Foundation

/// Where a streamed PNG's bytes go, in order; a few bytes already written are overwritten once
/// (the length of an image-data chunk, known only when it is complete). `AtomicFileStream` writes
/// them to a file put in place at the end; `PNGMemoryOutput` keeps them in memory.
public protocol PNGByteOutput: AnyObject {
    /// The bytes appended so far.
    var byteCount: Int { get }
    /// Appends `bytes`.
    func append(_ bytes: UnsafeRawBufferPointer) throws
    /// Writes `bytes` over the ones from `offset`, all of which were appended before.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws
}

/// A streamed PNG's bytes kept in memory, for a caller that wants `Data` in the end.
public final class PNGMemoryOutput: PNGByteOutput {
    /// The bytes so far.
    public private(set) var data = Data()

    /// An empty output.
    public init() {}

    /// The bytes appended so far.
    public var byteCount: Int { data.count }

    /// Appends `bytes`.
    public func append(_ bytes: UnsafeRawBufferPointer) throws {
        data.append(contentsOf: bytes)
    }

    /// Writes `bytes` over the ones from `offset`.
    public func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        precondition(offset >= 0 && offset + bytes.count <= data.count, "overwrite past the end of the written bytes")
        data.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }
}
