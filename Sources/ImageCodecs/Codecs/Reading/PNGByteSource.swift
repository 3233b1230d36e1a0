import Foundation

/// Where a PNG being read a piece at a time comes from: a file read in order, or bytes in memory.
protocol PNGByteSource: AnyObject {
    /// The name errors give: the file's path, or the caller's name for bytes in memory.
    var name: String { get }
    /// Fills the start of `buffer` with the next bytes; returns how many, 0 at the end.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
    /// Every byte not read yet, for a decoder that needs the whole file (an interlaced PNG).
    func readRest() throws -> Data
}

/// A file read in order through its descriptor, closed when the source goes away.
final class FileByteSource: PNGByteSource {
    let name: String
    private let descriptor: Int32

    /// Opens `url`; throws `ImageCodecError` naming it when it is missing, a folder or unreadable.
    init(_ url: URL) throws {
        name = url.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ImageCodecError.fileNotFound(path: url.path)
        }
        if isFolder.boolValue { throw ImageCodecError.fileAccess(path: url.path, reason: "is a folder, not an image file") }
        descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw ImageCodecError.fileAccess(path: url.path, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let start = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        while true {
            let count = Foundation.read(descriptor, start, buffer.count)
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw ImageCodecError.fileAccess(path: name, reason: "cannot read: \(String(cString: strerror(errno)))")
        }
    }

    func readRest() throws -> Data {
        var rest = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
            if count == 0 { return rest }
            rest.append(contentsOf: chunk[0..<count])
        }
    }
}

/// Bytes already in memory, handed out in order.
final class DataByteSource: PNGByteSource {
    let name: String
    private let data: Data
    private var offset: Int

    /// The bytes of `data`, named `name` in errors.
    init(_ data: Data, name: String) {
        self.data = data
        self.name = name
        offset = data.startIndex
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, data.endIndex - offset)
        guard count > 0 else { return 0 }
        data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: offset..<(offset + count))
        offset += count
        return count
    }

    func readRest() throws -> Data {
        defer { offset = data.endIndex }
        return data.subdata(in: offset..<data.endIndex)
    }
}
