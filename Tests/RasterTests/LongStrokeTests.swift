import CPangoCairo
import Drawing
import Foundation
@testable import Raster
import Testing

/// A long open line drawn in runs (`LongStroke`) covers what one stroke covers: the pixels differ
/// only along the anti-aliased edges of the elements two runs share.
@Suite struct LongStrokeTests {
    /// A zigzag of `count` points across a 300×100 pt plot at 3x.
    private func zigzag(_ count: Int) -> [PathElement] {
        (0..<count).map { index in
            let point = CGPoint(x: 300 * CGFloat(index) / CGFloat(count - 1), y: CGFloat((index * 53) % 200) / 2)
            return index == 0 ? .move(to: point) : .line(to: point)
        }
    }

    private func draw(_ body: (OpaquePointer) -> Void) throws -> [UInt8] {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 900, 300))
        defer { cairo_surface_destroy(surface) }
        let cairo = try #require(cairo_create(surface))
        cairo_scale(cairo, 3, 3)
        cairo_set_line_width(cairo, 2)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        body(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        return Array(UnsafeBufferPointer(start: data, count: 900 * 300 * 4))
    }

    @Test func runsCoverWhatOneStrokeCovers() throws {
        let elements = zigzag(3_000)
        let color = RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        #expect(LongStroke.applies(elements, cap: .round, join: .round, dashed: false))
        let runs = try draw { LongStroke.stroke(elements, color: color, on: $0) }
        let whole = try draw { cairo in
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
            ShapePainter.addPath(elements, on: cairo)
            cairo_stroke(cairo)
        }
        // Alpha bytes (little-endian ARGB: every fourth byte from the fourth).
        var differing = 0, largest = 0
        for index in stride(from: 3, to: runs.count, by: 4) where runs[index] != whole[index] {
            differing += 1
            largest = max(largest, abs(Int(runs[index]) - Int(whole[index])))
        }
        let covered = stride(from: 3, to: whole.count, by: 4).filter { whole[$0] > 0 }.count
        #expect(covered > 50_000)
        // Only edge pixels of the few shared elements differ, and by less than half.
        #expect(differing < covered / 1_000, "\(differing) of \(covered)")
        #expect(largest < 128)
    }

    @Test func shortDashedClosedOrSquareCappedLinesAreStrokedWhole() {
        let long = zigzag(3_000)
        #expect(!LongStroke.applies(zigzag(100), cap: .round, join: .round, dashed: false))
        #expect(!LongStroke.applies(long, cap: .round, join: .round, dashed: true))
        #expect(!LongStroke.applies(long + [.close], cap: .butt, join: .miter, dashed: false))
        #expect(!LongStroke.applies(long, cap: .square, join: .miter, dashed: false))
        #expect(!LongStroke.applies(long, cap: .round, join: .miter, dashed: false))
        #expect(LongStroke.applies(long, cap: .butt, join: .bevel, dashed: false))
    }
}
