import Bitmaps
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// A page drawn into a sink comes band by band, in order, with the rows one surface gives; and,
/// encoded as it comes, it is the PNG of the whole bitmap.
@Suite struct BandSinkTests {
    /// Joins the bands it is given, checking that they come in order and cover the page.
    final class Collector: PageBandSink {
        var width = 0, height = 0, begun = 0
        var pixels: [UInt8] = []
        var bandHeights: [Int] = []

        func begin(width: Int, height: Int) throws {
            self.width = width
            self.height = height
            begun += 1
        }

        func take(_ band: PixelBand) throws {
            #expect(band.top == pixels.count / max(1, width * 4), "bands come in order, with no gap")
            #expect(band.width == width && band.pageHeight == height && band.pixels.count == band.rows * width * 4)
            pixels += band.pixels
            bandHeights.append(band.rows)
        }
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func bandsHandedToASinkAreTheRowsOfOneSurface(scale: CGFloat) throws {
        let page = try busyPage()
        let whole = try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: 100_000).render(page)
        for band in [1, 37, 128, 299] {
            let collector = Collector()
            try Rasterizer(scale: scale, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: band)
                .render(page, into: collector)
            #expect(collector.begun == 1 && collector.width == whole.width && collector.height == whole.height)
            #expect(collector.bandHeights.allSatisfy { $0 <= band } && collector.bandHeights.reduce(0, +) == whole.height)
            #expect(collector.pixels == whole.pixels, "bands of \(band) rows at \(scale)x differ from one surface")
        }
    }

    /// Band heights of 1…299 rows and scales 1x–3x: the PNG encoded band by band is the whole
    /// bitmap's PNG, with the goldens' settings and the rendered output's.
    @Test(arguments: [CGFloat(1), 2, 3])
    func aPageEncodedAsItIsDrawnIsThePNGOfTheWholePage(scale: CGFloat) throws {
        let page = try busyPage(variant: 1)
        let renderer = try TestSupport.renderer()
        let whole = try renderer.draw(page, scale: scale, images: TestSupport.catalog(), bandHeight: 100_000)
        for settings in [PNGEncodingSettings.compact, .fast] {
            let expected = try PNGCodec.encode(whole, settings: settings, workspace: CodecWorkspace())
            for band in [1, 2, 3, 7, 64, 299] {
                let output = PNGMemoryOutput()
                let sink = EncodingSink(settings: settings, output: output)
                try renderer.draw(page, scale: scale, images: TestSupport.catalog(), bandHeight: band, into: sink)
                try sink.encoder?.finish()
                #expect(output.data == expected, "\(settings) in bands of \(band) rows at \(scale)x")
            }
        }
    }

    /// A sink's error stops the drawing and comes back to the caller.
    @Test func aSinkThatFailsStopsTheDrawing() throws {
        struct Refused: Error {}
        final class Failing: PageBandSink {
            var taken = 0
            func begin(width: Int, height: Int) throws {}
            func take(_ band: PixelBand) throws {
                taken += 1
                if taken == 2 { throw Refused() }
            }
        }
        let sink = Failing()
        #expect(throws: Refused.self) {
            try TestSupport.renderer().draw(try busyPage(), scale: 2, images: TestSupport.catalog(), bandHeight: 10, into: sink)
        }
        #expect(sink.taken == 2)
    }

    /// Encodes the bands it is given.
    final class EncodingSink: PageBandSink {
        let settings: PNGEncodingSettings
        let output: PNGMemoryOutput
        var encoder: PNGStreamEncoder?

        init(settings: PNGEncodingSettings, output: PNGMemoryOutput) {
            self.settings = settings
            self.output = output
        }

        func begin(width: Int, height: Int) throws {
            encoder = try PNGStreamEncoder(width: width, height: height, settings: settings, workspace: CodecWorkspace(), output: output)
        }

        func take(_ band: PixelBand) throws {
            try encoder?.append(rows: band.pixels, count: band.rows)
        }
    }
}
