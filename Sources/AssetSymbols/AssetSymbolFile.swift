import Foundation

/// Writes a target's asset symbols to a Swift file, as the build plugin asks: the source for the
/// catalogs, written to a temporary file beside the destination and renamed over it, so a failed
/// run leaves no half-written source; an unchanged file is left alone, so nothing that depends on
/// it is compiled again.
public enum AssetSymbolFile {
    /// Writes the symbols of `catalogs`, importing `module`, to `destination`; returns whether the
    /// file changed. Throws `AssetSymbolsError` naming what is wrong.
    @discardableResult
    public static func write(catalogs: [URL], to destination: URL, importing module: String = "NHSAppUI") throws -> Bool {
        let source = Data(try AssetSymbolSource.generate(AssetCatalogContents.read(catalogs), importing: module).utf8)
        if FileManager.default.contents(atPath: destination.path) == source { return false }
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try source.write(to: temporary)
        } catch {
            throw AssetSymbolsError("cannot write \(destination.path): \(error.localizedDescription)")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AssetSymbolsError("cannot write \(destination.path): \(reason)")
        }
        return true
    }
}
