@testable import ImageCodecs
import Testing

/// `PNGUnfilter` inverts `PNGRowFiltering.apply` byte for byte for every filter type, and gives
/// what the PNG specification's byte-at-a-time definition gives.
@Suite struct PNGUnfilterTests {
    /// The specification's reconstruction of one row, a byte at a time (4 bytes a pixel).
    private func reference(_ type: UInt8, _ filtered: [UInt8], above: [UInt8]) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: filtered.count)
        for i in 0..<filtered.count {
            let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(above[i]), c = i >= 4 ? Int(above[i - 4]) : 0
            let predicted: Int
            switch type {
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predicted = 0
            }
            row[i] = filtered[i] &+ UInt8(predicted)
        }
        return row
    }

    private func unfiltered(_ type: UInt8, _ filtered: [UInt8], above: [UInt8]) -> [UInt8]? {
        var row = [UInt8](repeating: 0xEE, count: filtered.count)
        let done = row.withUnsafeMutableBufferPointer { out in
            PNGUnfilter.unfilter(type, filtered: filtered, above: above, rowBytes: filtered.count, into: out.baseAddress!)
        }
        return done ? row : nil
    }

    @Test(arguments: [4, 8, 28, 32, 36, 128, 4 * 393])
    func everyTypeInvertsTheFilterAndMatchesTheDefinition(rowBytes: Int) throws {
        var noise = TestImages.Noise(seed: UInt64(rowBytes))
        for trial in 0..<20 {
            // Noise, flat runs and extremes, so every Paeth tie and every wrap-around is met.
            let row = (0..<rowBytes).map { x -> UInt8 in
                switch (x / 4 + trial) % 5 { case 0: return 255; case 1: return 0; case 2: return UInt8(x % 7); default: return noise.next() }
            }
            let above = (0..<rowBytes).map { x -> UInt8 in trial % 3 == 0 ? 0 : ((x + trial) % 9 == 0 ? 255 : noise.next()) }
            for type in UInt8(0)...4 {
                var filtered = [UInt8](repeating: 0, count: rowBytes)
                PNGRowFiltering.apply(type, row: row, above: above, count: rowBytes, into: &filtered)
                let made = try #require(unfiltered(type, filtered, above: above))
                #expect(made == row, "filter \(type), \(rowBytes) bytes, trial \(trial)")
                #expect(made == reference(type, filtered, above: above), "filter \(type), \(rowBytes) bytes, trial \(trial)")
            }
        }
    }

    @Test func anUnknownTypeIsRefused() {
        #expect(unfiltered(5, [1, 2, 3, 4], above: [0, 0, 0, 0]) == nil)
        #expect(unfiltered(255, [1, 2, 3, 4], above: [0, 0, 0, 0]) == nil)
    }
}
