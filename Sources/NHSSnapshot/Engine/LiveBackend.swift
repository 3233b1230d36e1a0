import Foundation
import ImageCodecs
import Raster
import SnapshotCore

extension SnapshotBackend {
    /// The real pipeline: layout, Cairo + Pango raster, PNG codec (goldens with the `compact`
    /// settings, rendered output with the `fast` ones), the pixel-diff engine (exact), the raster's
    /// fingerprint and contact sheets. Parts that cannot start (missing fonts, say) fail with a
    /// message saying why when used.
    /// All of them draw with the process's default `Renderer`.
    public static var live: SnapshotBackend {
        let renderer = try? Renderer.standard()
        return SnapshotBackend(
            renderer: .cairo(encoding: .compact, renderer: renderer),
            outputRenderer: .cairo(encoding: .fast, renderer: renderer),
            comparator: .pixelDiff(),
            fingerprint: .raster,
            sheetDrawer: (try? SheetDrawer.raster(renderer: renderer))
                ?? .unavailable("contact sheets need the raster's fonts; run Scripts/setup.sh"))
    }
}

extension SnapshotRenderer {
    /// The real renderer: `render(_:configuration:)` (layout with Pango metrics, Cairo raster), then
    /// PNG with the goldens' `compact` settings.
    public static let cairo = cairo(encoding: .compact)

    /// The real renderer writing PNG files with `encoding`, drawing with `renderer` (the default
    /// one when nil).
    public static func cairo(encoding: PNGEncodingSettings, renderer: Renderer? = nil) -> SnapshotRenderer {
        SnapshotRenderer(name: "cairo", providesDisplayList: true) { view, configuration in
            let snapshot = try NHSSnapshot.render(view, configuration: configuration, renderer: renderer)
            return SnapshotImage(bitmap: snapshot.bitmap, pngData: try snapshot.pngData(encoding: encoding),
                                 displayList: snapshot.displayList)
        }
    }
}

extension FingerprintSource {
    /// The raster's `RendererFingerprint`: library versions, PNG library, main family and font hashes.
    public static let raster = FingerprintSource(
        current: { try Renderer.standard().fingerprint().text },
        differences: { stored, current in
            do {
                return try RendererFingerprint(text: current).differences(from: RendererFingerprint(text: stored))
            } catch {
                return ["the stored fingerprint cannot be read (\(error)); record again to replace it"]
            }
        })
}
