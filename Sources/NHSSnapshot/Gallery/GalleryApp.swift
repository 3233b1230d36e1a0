import Foundation
import ImageCodecs
import Raster

/// The gallery: a static site in the output folder that opens from the file system, a CI artefact
/// or any web server. `index.html`, `gallery.css` and `gallery.js` are the same bytes every run; what
/// changes is in two script files beside them: `gallery-data.js` (`render` and `sheet`: every cell,
/// its thumbnail and VoiceOver text, the contact sheets) and `gallery-verify.js` (`verify`: the
/// changed cells with their expected, actual and diff images, and the audit's findings).
public enum GalleryApp {
    /// The page's file names.
    public static let page = "index.html", style = "gallery.css", script = "gallery.js",
        dataScript = "gallery-data.js", verifyScript = "gallery-verify.js"

    /// Writes the static files, then `data` (when given) and `verify` (when given; otherwise an
    /// empty one only when none exists, so every script the page names is there). Returns `index.html`.
    @discardableResult
    public static func write(to outputFolder: URL, data: GalleryData?, verify: GalleryVerifyData? = nil) throws -> URL {
        try AtomicFile.write(GalleryPageAssets.html, to: outputFolder.appendingPathComponent(page))
        try AtomicFile.write(GalleryPageAssets.style, to: outputFolder.appendingPathComponent(style))
        try AtomicFile.write(GalleryPageAssets.script, to: outputFolder.appendingPathComponent(script))
        let dataURL = outputFolder.appendingPathComponent(dataScript)
        if let data {
            try AtomicFile.write(try data.script(), to: dataURL)
        } else if !FileManager.default.fileExists(atPath: dataURL.path) {
            try AtomicFile.write(try GalleryData.script("NHS_GALLERY", Optional<GalleryData>.none), to: dataURL)
        }
        let verifyURL = outputFolder.appendingPathComponent(verifyScript)
        if let verify {
            try AtomicFile.write(try verify.script(), to: verifyURL)
        } else if !FileManager.default.fileExists(atPath: verifyURL.path) {
            try AtomicFile.write(try GalleryVerifyData.empty.script(), to: verifyURL)
        }
        return outputFolder.appendingPathComponent(page)
    }
}
