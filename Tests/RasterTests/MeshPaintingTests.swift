import Bitmaps
import Drawing
import Foundation
import Raster
import Testing

/// Mesh gradients drawn as Cairo mesh patterns: each corner in its vertex's colour, blended
/// between; the background where no patch reaches; the same bytes in bands as on one surface.
@Suite struct MeshPaintingTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0), blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let green = RGBAColor(red: 0, green: 1, blue: 0), white = RGBAColor(red: 1, green: 1, blue: 1)

    /// A straight-edged 2 × 2 mesh over `rect`, corners red, blue (top), green, white (bottom).
    static func mesh(over rect: CGRect, background: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)) -> DisplayItem {
        func vertex(_ p: CGPoint) -> MeshVertex { MeshVertex(position: p, leading: p, top: p, trailing: p, bottom: p) }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let paint = GradientPaint(geometry: .mesh(columns: 2, rows: 2, vertices: corners.map(vertex), background: background),
                                  stops: [red, blue, green, white].enumerated().map { GradientColorStop(color: $0.element, location: Double($0.offset)) })
        return .path(VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 100)),
                                           .line(to: CGPoint(x: 0, y: 100)), .close], paint: .gradient(paint)))
    }

    static func render(_ item: DisplayItem, bandHeight: Int = 100_000) throws -> Bitmap {
        try Rasterizer(scale: 1, assets: TestSupport.catalog(), renderer: TestSupport.renderer(), bandHeight: bandHeight)
            .render(DisplayList(size: CGSize(width: 100, height: 100), background: .white, items: [item]))
    }

    static func near(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 8) -> Bool {
        abs(Int(pixel.red) - r) <= tolerance && abs(Int(pixel.green) - g) <= tolerance && abs(Int(pixel.blue) - b) <= tolerance
    }

    @Test func eachCornerHasItsVertexsColourAndTheMiddleTheirBlend() throws {
        let image = try Self.render(Self.mesh(over: CGRect(x: 0, y: 0, width: 100, height: 100)))
        // Cairo shades a mesh in small flat steps: near, not exactly, each corner's colour.
        #expect(Self.near(image.pixel(x: 0, y: 0), 255, 0, 0, tolerance: 32), "\(image.pixel(x: 0, y: 0))")
        #expect(Self.near(image.pixel(x: 99, y: 0), 0, 0, 255, tolerance: 32), "\(image.pixel(x: 99, y: 0))")
        #expect(Self.near(image.pixel(x: 0, y: 99), 0, 255, 0, tolerance: 32), "\(image.pixel(x: 0, y: 99))")
        #expect(Self.near(image.pixel(x: 99, y: 99), 255, 255, 255, tolerance: 32), "\(image.pixel(x: 99, y: 99))")
        // Bilinear: the centre is the four colours' mean.
        #expect(Self.near(image.pixel(x: 50, y: 50), 128, 128, 128), "\(image.pixel(x: 50, y: 50))")
    }

    @Test func whereNoPatchReachesTheBackgroundShows() throws {
        let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
        let image = try Self.render(Self.mesh(over: CGRect(x: 25, y: 25, width: 50, height: 50), background: grey))
        #expect(Self.near(image.pixel(x: 5, y: 5), 128, 128, 128, tolerance: 1))
        #expect(Self.near(image.pixel(x: 26, y: 26), 255, 0, 0, tolerance: 56), "\(image.pixel(x: 26, y: 26))")
        // Without a background, the page shows.
        let bare = try Self.render(Self.mesh(over: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(Self.near(bare.pixel(x: 5, y: 5), 255, 255, 255, tolerance: 0))
    }

    @Test func aMeshWhoseCountsDoNotMatchDrawsNothing() throws {
        let paint = GradientPaint(geometry: .mesh(columns: 3, rows: 2, vertices: [], background: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
                                  stops: [])
        let item = DisplayItem.path(VectorPath(elements: [.move(to: .zero), .line(to: CGPoint(x: 100, y: 0)),
                                                          .line(to: CGPoint(x: 100, y: 100)), .close], paint: .gradient(paint)))
        #expect(Self.near(try Self.render(item).pixel(x: 90, y: 10), 255, 255, 255, tolerance: 0))
    }

    @Test(arguments: [1, 7, 33])
    func bandsGiveTheBytesOfOneSurface(band: Int) throws {
        let item = Self.mesh(over: CGRect(x: 3, y: 5, width: 90, height: 88))
        let whole = try Self.render(item), banded = try Self.render(item, bandHeight: band)
        #expect(BandedRenderTests.differingRows(banded, whole).isEmpty)
    }
}
