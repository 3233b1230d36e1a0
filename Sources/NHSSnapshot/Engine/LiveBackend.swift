import Foundation
import ImageCodecs
import Raster
import SnapshotCore

extension SnapshotBackend {
    /// The real pipeline drawing with the process's default renderer (`Renderer.standard()`), for the
    /// top of a program: see `live(renderer:)`. When the fonts cannot be loaded, every part fails
    /// with that error when used.
    public static var live: SnapshotBackend {
        do {
            return live(renderer: try Renderer.standard())
        } catch {
            let failing = SnapshotRenderer(name: "cairo", providesDisplayList: true) { _, _ in throw error }
            return SnapshotBackend(
                renderer: failing, outputRenderer: failing, comparator: .pixelDiff(),
                fingerprint: FingerprintSource(current: { throw error }, differences: FingerprintSource.rasterDifferences),
                sheetDrawer: .unavailable("contact sheets need the raster's fonts; run Scripts/setup.sh (\(error))"))
        }
    }

    /// The real pipeline, every part drawing with `renderer`: layout, Cairo + Pango raster, PNG codec
    /// (goldens with the `compact` settings, rendered output with the `fast` ones), the pixel-diff
    /// engine (exact), the renderer's fingerprint and contact sheets.
    public static func live(renderer: Renderer) -> SnapshotBackend {
        SnapshotBackend(
            renderer: .cairo(encoding: .compact, renderer: renderer),
            outputRenderer: .cairo(encoding: .fast, renderer: renderer),
            comparator: .pixelDiff(workspace: renderer.codecs),
            fingerprint: .raster(renderer),
            sheetDrawer: .raster(renderer: renderer),
            raster: renderer)
    }
}

extension SnapshotRenderer {
    /// The real renderer writing PNG files with `encoding`, drawing with `renderer`:
    /// `render(_:configuration:renderer:)` (layout with Pango metrics, Cairo raster), then PNG;
    /// files are written band by band (`preparePNG`), the same bytes without holding the page, and
    /// goldens are verified band by band (`drawInBands`).
    public static func cairo(encoding: PNGEncodingSettings, renderer: Renderer) -> SnapshotRenderer {
        SnapshotRenderer(name: "cairo", providesDisplayList: true, prepareFile: { view, configuration in
            try preparePNG(view, configuration: configuration, renderer: renderer, encoding: encoding)
        }, drawBands: { view, configuration, sink in
            try drawInBands(view, configuration: configuration, renderer: renderer, into: sink)
        }) { view, configuration in
            let snapshot = try NHSSnapshot.render(view, configuration: configuration, renderer: renderer)
            return SnapshotImage(bitmap: snapshot.bitmap, pngData: try snapshot.pngData(encoding: encoding, workspace: renderer.codecs),
                                 displayList: snapshot.displayList)
        }
    }
}

extension FingerprintSource {
    /// `renderer`'s `RendererFingerprint`: library versions, PNG library, main family and font hashes.
    public static func raster(_ renderer: Renderer) -> FingerprintSource {
        FingerprintSource(current: { try renderer.fingerprint().text }, differences: rasterDifferences)
    }

    /// The differences between two stored `RendererFingerprint` texts.
    static func rasterDifferences(stored: String, current: String) -> [String] {
        do {
            return try RendererFingerprint(text: current).differences(from: RendererFingerprint(text: stored))
        } catch {
            return ["the stored fingerprint cannot be read (\(error)); record again to replace it"]
        }
    }
}
