import Drawing
import Foundation
@testable import Raster
import Testing

/// The process-wide text measurement cache: each spec and width is shaped once, and a cached
/// measurement is the one shaping gives.
@Suite struct MeasurementCacheTests {
    private func spec(_ string: String, size: CGFloat = 17) -> TextSpec {
        TextSpec(string: string, font: FontSpec(size: size, weight: .regular, lineHeightMultiple: 1.2))
    }

    @Test func aRepeatedSpecAndWidthIsMeasuredOnce() {
        let cache = MeasurementCache(limit: 10)
        var calls = 0
        let made = TextMeasurement(size: CGSize(width: 10, height: 20), lines: [], isTruncated: false, firstBaseline: 15)
        for _ in 0..<3 {
            #expect(cache.measurement(of: spec("Hello"), width: 100) { calls += 1; return made } == made)
        }
        #expect(calls == 1)
        _ = cache.measurement(of: spec("Hello"), width: 90) { calls += 1; return made }
        _ = cache.measurement(of: spec("Hello", size: 18), width: 100) { calls += 1; return made }
        #expect(calls == 3, "another width or font is another measurement")
    }

    @Test func aFullCacheDropsWhatWasNotUsedLately() {
        let cache = MeasurementCache(limit: 2)
        var calls = 0
        let made = TextMeasurement(size: .zero, lines: [], isTruncated: false, firstBaseline: 0)
        for string in ["a", "b", "c", "a"] { _ = cache.measurement(of: spec(string), width: nil) { calls += 1; return made } }
        #expect(calls == 4, "a was dropped when c came")
        #expect(cache.count <= 2)
    }

    /// Regression: the cache used to empty itself when full, so a page measuring more texts than
    /// the limit found none of them the next time (1,000 rows cost more than 10 × 100 rows).
    @Test func textsUsedLatelySurviveWhenTheCacheOverflows() {
        let cache = MeasurementCache(limit: 160)  // generations of 80: the 70 texts of a round fit
        var calls = 0
        let made = TextMeasurement(size: .zero, lines: [], isTruncated: false, firstBaseline: 0)
        let kept = (0..<40).map { spec("kept \($0)") }
        for round in 0..<5 {
            for text in kept { _ = cache.measurement(of: text, width: 100) { calls += 1; return made } }
            for other in 0..<30 { _ = cache.measurement(of: spec("other \(round) \(other)"), width: 100) { calls += 1; return made } }
        }
        #expect(calls == 40 + 5 * 30, "the 40 texts used in every round were measured once each")
        #expect(cache.count <= 160)
    }

    @Test func theMeasurerGivesWhatShapingGives() throws {
        let measurer = try Renderer.standard().measurer
        let text = spec("Siân Llŷr — take 2 minutes to confirm your organ donation decision")
        let first = measurer.measure(text, width: 200)
        let again = measurer.measure(text, width: 200)
        #expect(first == again)
        #expect(first.lines.count > 1 && first.size.width <= 200)
    }
}
