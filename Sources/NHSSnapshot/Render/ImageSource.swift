import Foundation

/// A place a user's images come from, searched before the project's photographs: the resources of
/// a bundle (a target's `Bundle.module`) or a folder. `Image("name")` takes `name.png`, `.jpg` or
/// `.jpeg` from the first source that has it, looking in the source's folder and then in each of
/// its sub-folders, so resources declared with `.process(…)` or `.copy("Images")` are both found.
public struct ImageSource: Hashable, Sendable, CustomStringConvertible {
    /// The folder searched.
    public let folder: URL
    /// What it is, for messages: `bundle` or `folder`.
    public let kind: String

    private init(folder: URL, kind: String) {
        self.folder = folder.standardizedFileURL
        self.kind = kind
    }

    /// The resources of `bundle`, for example `.bundle(.module)` in a target with resources.
    public static func bundle(_ bundle: Bundle) -> ImageSource {
        ImageSource(folder: bundle.resourceURL ?? bundle.bundleURL, kind: "bundle")
    }

    /// The images in `folder`.
    public static func folder(_ folder: URL) -> ImageSource {
        ImageSource(folder: folder, kind: "folder")
    }

    /// `kind path`.
    public var description: String { "\(kind) \(folder.path)" }

    /// Throws `ImageSourceError.notAFolder` naming the folder unless it exists and is a folder.
    public func check() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ImageSourceError.notAFolder(self)
        }
    }
}

/// An image source that cannot be searched.
public enum ImageSourceError: Error, Equatable, CustomStringConvertible {
    /// The source's folder does not exist or is not a folder.
    case notAFolder(ImageSource)

    /// A message naming the folder.
    public var description: String {
        switch self {
        case .notAFolder(let source):
            return "image \(source.kind) \(source.folder.path) is not a folder (it was given as a place to find images)"
        }
    }
}
