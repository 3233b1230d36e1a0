import Bitmaps
import Foundation

/// Reading image files (PNG or JPEG) and writing PNG files atomically.
public enum ImageFile {
    /// Reads and decodes the PNG or JPEG at `url`. Missing, unreadable, empty, corrupt, truncated,
    /// non-image and oversized files throw a `ImageCodecError` that names the file.
    public static func read(contentsOf url: URL, limits: ImageLimits = .standard) throws -> Bitmap {
        try ImageDecoder.decode(readBytes(url, limit: limits.maxFileBytes), name: url.path, limits: limits)
    }

    /// Encodes `image` as PNG and writes it to `url` through a temporary file in the same folder,
    /// so a failure never leaves a half-written PNG.
    public static func writePNG(_ image: Bitmap, to url: URL, library: PNGLibrary = PNGCodec.defaultLibrary) throws {
        try write(atomically: PNGCodec.encode(image, library: library), to: url)
    }

    /// Writes `data` to `url` through a temporary file in the same folder, then renames it.
    public static func write(atomically data: Data, to url: URL) throws {
        try AtomicFile.write(data, to: url)
    }

    /// The bytes of a file, or a `ImageCodecError` naming it; a file over `limit` bytes is refused unread.
    package static func readBytes(_ url: URL, limit: Int = ImageLimits.standard.maxFileBytes) throws -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ImageCodecError.fileNotFound(path: url.path)
        }
        if isFolder.boolValue { throw ImageCodecError.fileAccess(path: url.path, reason: "is a folder, not an image file") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limit {
            throw ImageCodecError.fileAccess(path: url.path, reason: "is \(size) bytes, over the limit of \(limit) bytes for an image file; refused before reading")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImageCodecError.fileAccess(path: url.path, reason: "cannot read: \(error.localizedDescription)")
        }
    }
}
