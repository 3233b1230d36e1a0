import Foundation
import ImageCodecs

/// The raster's run-time files, shipped as SwiftPM resources of this target: the pinned
/// `fonts/fonts.conf` and the licensed photographs in `Photos/` (with `Photos/LICENSES.md`).
///
/// They are found through `Bundle.module`, the folder `NHSAppSnapshots_Raster.resources` that
/// SwiftPM puts beside the program it builds: the test runner of this package or of a package that
/// depends on it, a `swift run` program, or a relocated release install (`Scripts/build-release.sh`
/// copies the programs and their resource folders together). Nothing depends on where the package
/// was checked out. SwiftPM's accessor stops the process when the folder is missing, so on Linux
/// the folder is looked for first and a missing one is a `RasterError.missingResources` naming it.
public enum RasterResources {
    /// The resource folder's name, `<package>_<target>.resources`.
    public static let bundleName = "NHSAppSnapshots_Raster.resources"

    /// Where the resource folder must be: beside the running program.
    public static var expectedLocation: URL {
        Bundle.main.bundleURL.appendingPathComponent(bundleName, isDirectory: true)
    }

    /// The folder holding the resources, or `RasterError.missingResources` naming where it should be.
    public static func folder() throws -> URL {
        #if os(Linux)
        try requireFolder(at: expectedLocation)
        #endif
        let bundle = Bundle.module
        return (bundle.resourceURL ?? bundle.bundleURL).standardizedFileURL
    }

    /// Throws `RasterError.missingResources` unless `location` is a folder.
    public static func requireFolder(at location: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: location.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw RasterError.missingResources(path: location.path)
        }
    }

    /// The pinned fontconfig file, `fonts/fonts.conf`.
    public static func fontConfiguration() throws -> URL {
        try existing("fonts/fonts.conf")
    }

    /// The folder of the project's photographs, `Photos/`.
    public static func photosFolder() throws -> URL {
        try existing("Photos")
    }

    private static func existing(_ relativePath: String) throws -> URL {
        let url = try folder().appendingPathComponent(relativePath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ImageCodecError.fileNotFound(path: "\(url.path) (a resource of the Raster target)")
        }
        return url
    }
}
