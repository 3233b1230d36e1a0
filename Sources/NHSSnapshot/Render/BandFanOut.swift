import Raster

/// Hands every band of a page to several sinks in turn (the PNG file, the thumbnail).
final class BandFanOut: PageBandSink {
    private let sinks: [any PageBandSink]

    init(_ sinks: [any PageBandSink]) {
        self.sinks = sinks
    }

    func begin(width: Int, height: Int) throws {
        for sink in sinks { try sink.begin(width: width, height: height) }
    }

    func take(_ band: PixelBand) throws {
        for sink in sinks { try sink.take(band) }
    }
}
