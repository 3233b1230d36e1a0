import Drawing
import Foundation
import ImageCodecs
import Raster
import ViewKit

/// A view drawn in one configuration straight into a PNG file, band by band: what is known of it
/// once the file is written. The pixels are in the file only; see `renderPNG(_:configuration:renderer:encoding:to:alongside:)`.
public struct WrittenSnapshot: Sendable {
    /// The cell it was drawn in.
    public let configuration: SnapshotConfiguration
    /// The file written.
    public let file: URL
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The laid-out page in points.
    public let displayList: DisplayList
}

/// Draws `view` in `configuration` and writes its PNG, encoded with `encoding`, to `file` a band of
/// rows at a time (`Renderer.draw(…, into:)` into `PNGStreamEncoder`), also handing each band to
/// `alongside` when given. The file is byte for byte `render(_:configuration:renderer:).pngData(encoding:)`,
/// but the page is never held whole: with the `compact` and `fast` settings the memory is one band
/// (4,096 rows) and the encoder's state, so the tallest pages cost what a short one does. The file
/// appears only when complete; a failure leaves none.
///
/// - Throws: what `render(_:configuration:renderer:)` throws, and `ImageCodecError` naming the file
///   when it cannot be written.
public func renderPNG<V: View>(_ view: V, configuration: SnapshotConfiguration, renderer: Renderer,
                               encoding: PNGEncodingSettings = .compact, to file: URL,
                               alongside: (any PageBandSink)? = nil) throws -> WrittenSnapshot {
    try preparePNG(view, configuration: configuration, renderer: renderer, encoding: encoding).write(file, alongside)
}

/// Lays `view` out in `configuration` and returns what draws it into a PNG file:
/// `renderPNG(_:configuration:renderer:encoding:to:alongside:)` in two steps, the layout now and
/// the pixels when `write` is called.
///
/// - Throws: what `layoutScreen(_:configuration:renderer:)` throws; `write` throws as `renderPNG` does.
public func preparePNG<V: View>(_ view: V, configuration: SnapshotConfiguration, renderer: Renderer,
                                encoding: PNGEncodingSettings = .compact) throws -> PreparedFile {
    let assets = try renderer.assets(for: configuration.images)
    let screen = try layoutScreen(view, configuration: configuration, measurer: renderer.measurer, assets: assets)
    let displayList = screen.displayList
    return PreparedFile(displayList: displayList) { file, alongside in
        let png = PNGFileSink(destination: file, settings: encoding, workspace: renderer.codecs)
        let sink: any PageBandSink = alongside.map { BandFanOut([png, $0]) } ?? png
        var size = (width: 0, height: 0)
        let measuring = PageSizeSink { size = ($0, $1) }
        try renderer.draw(displayList, scale: CGFloat(configuration.scale), images: assets,
                          into: BandFanOut([measuring, sink]))
        try png.finish()
        return WrittenSnapshot(configuration: configuration, file: file, width: size.width, height: size.height,
                               displayList: displayList)
    }
}

/// Notes the page's size and nothing else.
private final class PageSizeSink: PageBandSink {
    private let noted: (Int, Int) -> Void

    init(_ noted: @escaping (Int, Int) -> Void) {
        self.noted = noted
    }

    func begin(width: Int, height: Int) throws { noted(width, height) }

    func take(_ band: PixelBand) throws {}
}
