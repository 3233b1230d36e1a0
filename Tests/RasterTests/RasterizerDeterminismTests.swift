import CodecTestSupport
import Drawing
import Foundation
import ImageCodecs
import Raster
import Testing

/// A busy page: every item kind, several scripts, a clipped photo.
func busyPage(variant: Int = 0) throws -> DisplayList {
    let measurer = try Renderer.standard().measurer
    func text(_ string: String, y: CGFloat, direction: LayoutDirection = .leftToRight, limit: Int? = nil) -> DisplayItem {
        let spec = TextSpec(string: string, font: FontSpec(size: 15 + CGFloat(variant % 3), weight: .semibold, lineHeightMultiple: 1.25),
                            lineLimit: limit, direction: direction)
        let measured = measurer.measure(spec, width: 300)
        return .text(TextItem(spec: spec, color: RGBAColor(hex: 0x212b32), frame: CGRect(x: 20, y: y, width: 300, height: measured.size.height),
                              wrapWidth: 300, measurement: measured))
    }
    let photo = CGRect(x: 0, y: 0, width: 340, height: 90)
    return DisplayList(size: CGSize(width: 340, height: 300), background: RGBAColor(hex: 0xf0f4f5), items: [
        .fill(RoundedRect(rect: CGRect(x: 5, y: 5, width: 330, height: 290), radii: CornerRadii(all: 24), style: .continuous), .white),
        .image(ImageItem(assetName: "portrait-dogs-at-window", frame: photo, contentMode: .fill,
                         clip: RoundedRect(rect: photo, radii: CornerRadii(topLeading: 24, topTrailing: 24, bottomLeading: 0, bottomTrailing: 0)))),
        text("Siân Llŷr — \(variant) 🩺💉 你好", y: 100),
        text("مرحبا بالعالم", y: 130, direction: .rightToLeft),
        text(longParagraph, y: 160, limit: 3),
        .rule(CGRect(x: 20, y: 230, width: 300, height: 0.5), RGBAColor(hex: 0xd8dde0)),
        .path(VectorPath(elements: [.move(to: CGPoint(x: 300, y: 250)), .line(to: CGPoint(x: 307, y: 257)), .line(to: CGPoint(x: 300, y: 264))],
                         paint: .stroke(RGBAColor(hex: 0x005eb8), width: 2))),
        .clipped(RoundedRect(rect: CGRect(x: 20, y: 240, width: 60, height: 40), radii: CornerRadii(all: 8)), [
            .fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 340, height: 300)), RGBAColor(hex: 0x005eb8, alpha: 0.5)),
        ]),
        .border(RoundedRect(rect: CGRect(x: 5, y: 5, width: 330, height: 290), radii: CornerRadii(all: 24), style: .continuous),
                RGBAColor(hex: 0x768692), width: 1),
    ])
}

@Suite struct RasterizerDeterminismTests {
    @Test(arguments: [CGFloat(1), 2, 3])
    func twoRendersGiveByteIdenticalPNGs(scale: CGFloat) throws {
        let rasterizer = try TestSupport.rasterizer(scale: scale)
        let page = try busyPage()
        let first = try PNGCodec.encode(try rasterizer.render(page))
        let second = try PNGCodec.encode(try rasterizer.render(page))
        #expect(first == second)
        let image = try rasterizer.render(page)
        #expect(image.width == Int(340 * scale) && image.height == Int(300 * scale))
    }

    @Test func serialAndParallelRendersGiveByteIdenticalPNGs() throws {
        let rasterizer = try TestSupport.rasterizer(scale: 2)
        let pages = try (0..<6).map { try busyPage(variant: $0) }
        let serial = try pages.map { try PNGCodec.encode(try rasterizer.render($0)) }
        let parallel = ConcurrentResults<Data>(count: pages.count * 2)
        DispatchQueue.concurrentPerform(iterations: pages.count * 2) { index in
            if let data = try? PNGCodec.encode(try rasterizer.render(pages[index % pages.count])) {
                parallel.set(index, data)
            }
        }
        #expect(parallel.values == serial + serial)
        #expect(Set(serial).count == pages.count, "different pages should differ")
    }
}
