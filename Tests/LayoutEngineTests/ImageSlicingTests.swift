import Drawing
import Foundation
@testable import LayoutEngine
import NHSAppUI
import Testing

/// `resizable(capInsets:resizingMode:)` and `ImagePaint`: the pieces an image is drawn as, each
/// the whole image placed so that one part lands on the piece, clipped to it ("wide" is 300×100).
@MainActor
@Suite struct ImageSlicingTests {
    private func pieces(_ view: some View, width: CGFloat = 400) throws -> [(frame: CGRect, clip: CGRect)] {
        try DisplayList.flatten(LayoutHarness.layout(view, width: width).displayList.items).compactMap { entry in
            if case .image(let image) = entry.item { return (image.frame, image.clip.rect) }
            return nil
        }
    }

    @Test func capInsetsKeepTheCornersAndStretchTheMiddleAndEdges() throws {
        let drawn = try pieces(Image("wide").resizable(capInsets: EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
            .frame(width: 400, height: 200))
        #expect(drawn.map(\.clip) == [
            CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 20, y: 0, width: 340, height: 10), CGRect(x: 360, y: 0, width: 40, height: 10),
            CGRect(x: 0, y: 10, width: 20, height: 160), CGRect(x: 20, y: 10, width: 340, height: 160), CGRect(x: 360, y: 10, width: 40, height: 160),
            CGRect(x: 0, y: 170, width: 20, height: 30), CGRect(x: 20, y: 170, width: 340, height: 30), CGRect(x: 360, y: 170, width: 40, height: 30),
        ])
        // The top left corner is the image at its own size; the middle stretches the image's
        // 240×60 middle to 340×160, so the whole image is drawn 340/240 and 160/60 as large.
        #expect(drawn[0].frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        let sx: CGFloat = 340 / 240, sy: CGFloat = 160 / 60
        let middle = drawn[4].frame
        #expect(abs(middle.minX - (20 - 20 * sx)) < 1e-9 && abs(middle.minY - (10 - 10 * sy)) < 1e-9)
        #expect(abs(middle.width - 300 * sx) < 1e-9 && abs(middle.height - 100 * sy) < 1e-9)
        // The bottom right corner: the image's last 40×30 on the frame's.
        #expect(drawn[8].frame == CGRect(x: 100, y: 100, width: 300, height: 100))
    }

    @Test func capsLargerThanTheFrameShareItInProportion() throws {
        let drawn = try pieces(Image("wide").resizable(capInsets: EdgeInsets(top: 0, leading: 150, bottom: 0, trailing: 50))
            .frame(width: 100, height: 100), width: 100)
        // 150 + 50 caps in 100 pt: 75 and 25, no middle.
        #expect(drawn.map(\.clip) == [CGRect(x: 0, y: 0, width: 75, height: 100), CGRect(x: 75, y: 0, width: 25, height: 100)])
    }

    @Test func tilingRepeatsTheImageAtItsSizeFromTheTopLeftCutOffAtTheEdges() throws {
        let drawn = try pieces(Image("wide").resizable(resizingMode: .tile).frame(width: 700, height: 150), width: 700)
        #expect(drawn.count == 6)
        #expect(drawn.map(\.frame) == [0, 100].flatMap { y in [0, 300, 600].map { CGRect(x: $0, y: CGFloat(y), width: 300, height: 100) } })
        #expect(drawn.last?.clip == CGRect(x: 600, y: 100, width: 100, height: 50))
        // With caps, the corners stay and the edges tile along their length only.
        let capped = try pieces(Image("wide").resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10), resizingMode: .tile)
            .frame(width: 600, height: 100), width: 600)
        let topEdge = capped.filter { $0.clip.minY == 0 && $0.clip.minX >= 10 && $0.clip.maxX <= 590 }
        #expect(topEdge.map(\.clip) == [CGRect(x: 10, y: 0, width: 280, height: 10), CGRect(x: 290, y: 0, width: 280, height: 10),
                                         CGRect(x: 570, y: 0, width: 20, height: 10)])
    }

    @Test func anImagePaintTilesItsSourceRectAtItsScaleInsideTheShape() throws {
        let list = try LayoutHarness.layout(
            Circle().fill(ImagePaint(image: Image("wide"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 0.5))
                .frame(width: 200, height: 200), width: 200).displayList
        let entries = DisplayList.flatten(list.items).compactMap { entry -> (CGRect, CGRect, Int)? in
            if case .image(let image) = entry.item { return (image.frame, image.clip.rect, entry.clips.count) }
            return nil
        }
        // Tiles of the image's right half (150×100) at half size: 75×50, 3 across and 4 down.
        #expect(entries.count == 12)
        #expect(entries.first.map { $0.1 } == CGRect(x: 0, y: 0, width: 75, height: 50))
        #expect(entries.first.map { $0.0 } == CGRect(x: -75, y: 0, width: 150, height: 50))
        #expect(entries.allSatisfy { $0.2 > 0 }, "clipped to the circle")
        // As a background, the paint fills the view's frame.
        let background = try pieces(Text("Hi").frame(width: 150, height: 100).background(.image(Image("wide"), scale: 0.5)), width: 150)
        #expect(background.map(\.clip) == [CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 0, y: 50, width: 150, height: 50)])
    }

    @Test func aTileTooSmallToCountIsRefusedNotATrap() {
        #expect(throws: LayoutError.self) {
            try LayoutHarness.layout(Rectangle().fill(ImagePaint(image: Image("wide"), scale: 1e-300)).frame(width: 400, height: 400), width: 400)
        }
    }

    @Test func aFrameNeedingTooManyTilesIsRefusedNamingTheImage() {
        #expect(throws: LayoutError.self) {
            try LayoutHarness.layout(Rectangle().fill(ImagePaint(image: Image("wide"), scale: 0.01)).frame(width: 400, height: 400), width: 400)
        }
        do {
            _ = try LayoutHarness.layout(Rectangle().fill(ImagePaint(image: Image("wide"), scale: 0.01)).frame(width: 400, height: 400), width: 400)
        } catch {
            #expect("\(error)".hasPrefix("Image(\"wide\"): tiled over a 400×400 pt frame it would be more than 10000 pieces"), "\(error)")
        }
    }
}
