import Foundation
import ImageCodecs
import Raster

/// Writes a page drawn band by band to a PNG file as it comes (`PNGStreamEncoder` into an
/// `AtomicFileStream`): the file is the bytes the whole page's encoding gives, and appears at
/// `destination` only when ``finish()`` succeeds; a failure before leaves no file (the temporary
/// file is removed when the sink goes away).
final class PNGFileSink: PageBandSink {
    private let destination: URL
    private let settings: PNGEncodingSettings
    private let workspace: CodecWorkspace
    private var file: AtomicFileStream?
    private var encoder: PNGStreamEncoder?

    /// A sink writing `destination` with `settings`, reusing `workspace` (a renderer's `codecs`).
    init(destination: URL, settings: PNGEncodingSettings, workspace: CodecWorkspace) {
        self.destination = destination
        self.settings = settings
        self.workspace = workspace
    }

    func begin(width: Int, height: Int) throws {
        let file = try AtomicFileStream(to: destination)
        encoder = try PNGStreamEncoder(width: width, height: height, settings: settings, workspace: workspace, output: file)
        self.file = file
    }

    func take(_ band: PixelBand) throws {
        guard let encoder else { throw ImageCodecError.cannotWrite(path: destination.path, reason: "a band came before the page began") }
        try encoder.append(rows: band.pixels, count: band.rows)
    }

    /// Ends the PNG and puts the file in place.
    func finish() throws {
        guard let encoder, let file else { throw ImageCodecError.cannotWrite(path: destination.path, reason: "no page was drawn") }
        try encoder.finish()
        try file.commit()
    }
}
